import type { ComposeValues } from './compose-form';

// What the mail page hands the compose window; no zod here, the page loads none until compose opens.

/** Addresses typed in one box, separated by commas, semicolons or spaces. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);

/** What the compose window starts from: empty, a draft, a reply or a forward. */
export interface ComposeSeed extends ComposeValues {
  id?: number;
  replyTo?: number;
}

export const emptySeed: ComposeSeed = { to: '', cc: '', bcc: '', subject: '', message: '' };
