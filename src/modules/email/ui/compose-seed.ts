/** Addresses typed in one box, separated by commas, semicolons or spaces. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);

/** The compose window's fields (compose-form.ts holds the schema; this file stays free of zod for the page). */
export interface ComposeValues {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
}

/** What the compose window starts from: empty, a draft, a reply or a forward. */
export interface ComposeSeed extends ComposeValues {
  id?: number;
  replyTo?: number;
}

export const emptySeed: ComposeSeed = { to: '', cc: '', bcc: '', subject: '', message: '' };
