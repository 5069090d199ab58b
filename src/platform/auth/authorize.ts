import type { Access } from '@/platform/contract/define-endpoint';
import { Forbidden, Unauthorized } from '@/platform/contract/errors';
import type { Db } from '@/platform/db/database';
import type { SessionUser } from './context';
import { sessionUserForToken } from './service';
import { apiKeyUser, isApiKeyText } from './api-key-user';
import type { TokenSettings } from './tokens';

/**
 * Who sends a request, from its Authorization header: checked every time, so a changed role, a revoked session
 * or a revoked API key applies at once (a session's answer is kept only until one of its tables is written). The
 * bearer value is a signed access token, or an API key (`tbk_…`).
 */
export async function userOfAuthorization(db: Db, tokens: TokenSettings, header: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!header?.startsWith('Bearer ')) return null;
  const bearer = header.slice(7).trim();
  if (isApiKeyText(bearer)) return apiKeyUser(db, bearer, now);
  return sessionUserForToken(db, tokens, bearer);
}

/** An endpoint's access rule against the caller: nobody signed in is 401, a role without the ability 403. */
export function authorize(access: Access, user: SessionUser | null): void {
  if (access === 'public') return;
  if (!user) throw new Unauthorized();
  if (access !== 'signed-in' && !user.ability.can(access.action, access.subject)) throw new Forbidden();
}
