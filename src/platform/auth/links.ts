import { RECOVERY_PAGES } from './recovery-routes';

const LOCAL = 'http://localhost:3000';

/** The absolute address of a page of this site (`base` is PUBLIC_URL), with its query. */
export function pageLink(base: string | undefined, path: string, query: Record<string, string>): string {
  return `${(base ?? LOCAL).replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;
}

export const resetLink = (base: string | undefined, token: string) => pageLink(base, RECOVERY_PAGES.resetBasic, { token });
export const invitationLink = (base: string | undefined, token: string) => pageLink(base, RECOVERY_PAGES.resetBasic, { token, invite: '1' });
export const verifyLink = (base: string | undefined, token: string) => pageLink(base, RECOVERY_PAGES.verifyBasic, { token });
