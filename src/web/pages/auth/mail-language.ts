import { MAIL_LANGUAGES } from '@/platform/auth/recovery-routes';

type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The interface's language, for the mail a request makes the server send (omitted when mail has no such language). */
export function mailLanguage(language: string): MailLanguage | undefined {
  const code = language.slice(0, 2);
  return (MAIL_LANGUAGES as readonly string[]).includes(code) ? (code as MailLanguage) : undefined;
}
