/** What the system e-mails; the outbox page filters on these and translates each. */
export const MAIL_KINDS = ['invitation', 'reset-password', 'verify-email'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
