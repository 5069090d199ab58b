import { RECOVERY_PAGES } from './recovery-routes';

let publicUrl = 'http://localhost:3000';

/**
 * Where mailed links point (PUBLIC_URL): set once when the backend is composed. It lives here rather than in
 * every caller's settings because the users module, which knows none of them, sends invitations too.
 */
export function setPublicUrl(url: string) {
  publicUrl = url.replace(/\/+$/, '');
}

/** The absolute address of a page of this site, with its query. */
export function pageLink(path: string, query: Record<string, string>): string {
  return `${publicUrl}${path}?${new URLSearchParams(query)}`;
}

export const resetLink = (token: string) => pageLink(RECOVERY_PAGES.resetBasic, { token });
export const invitationLink = (token: string) => pageLink(RECOVERY_PAGES.resetBasic, { token, invite: '1' });
export const verifyLink = (token: string) => pageLink(RECOVERY_PAGES.verifyBasic, { token });
