import { BASE_RULES } from '@/platform/access/areas';
import type { Db } from '@/platform/db/database';
import { abilityOf, type AbilityRule, type AppAbility } from './abilities';
import type { SessionUser } from './context';
import { digest } from './tokens';

/** Every API key starts with this, so a bearer value says at once whether it is a key or a signed token. */
export const API_KEY_MARKER = 'tbk_';
/** The marker, then 32 random bytes in base64url (43 characters). */
const API_KEY_SHAPE = /^tbk_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often per key, so busy keys do not write on every request. */
export const LAST_USED_EVERY_MS = 60_000;

export const isApiKeyText = (value: string) => value.startsWith(API_KEY_MARKER);

/** Keys are stored only as this digest (SHA-256, hex). */
export const apiKeyDigest = (key: string) => digest(key);

/**
 * What a request with a key may do: its owner's rules, but never anything with keys themselves
 * (a leaked key must not mint more or hide itself). The later, inverted rule wins over `manage all`.
 */
function keyAbility(rules: AbilityRule[]): AppAbility {
  return abilityOf([...rules, { action: 'manage', subject: 'ApiKey', inverted: true }]);
}

/**
 * Who an API key speaks for, read on every request like `sessionUserForToken`: the key must be live and
 * its owner active and not deleted, so a revoked key or a suspended owner stops on the next request.
 * The rules are the owner's role's as they are now; there is no session (`sessionId` null), which is how
 * endpoints that need a person at the keyboard (passwords, two-step) tell a key apart.
 */
export async function apiKeyUser(db: Db, key: string, now: Date): Promise<SessionUser | null> {
  if (!API_KEY_SHAPE.test(key)) return null;
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .leftJoin('roles', 'roles.key', 'accounts.role')
    .select(['api_keys.id as keyId', 'api_keys.last_used_at', 'accounts.id', 'accounts.role', 'roles.rules'])
    .where('api_keys.key_digest', '=', await apiKeyDigest(key))
    .where('api_keys.revoked_at', 'is', null)
    .where('accounts.status', '=', 'active')
    .where('accounts.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;

  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
  if (row.last_used_at === null || row.last_used_at <= staleBefore) {
    // Conditional, so parallel requests of one key write it once.
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', row.keyId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', staleBefore)]))
      .execute();
  }
  const rules = row.rules ? (JSON.parse(row.rules) as AbilityRule[]) : BASE_RULES;
  return { id: row.id, role: row.role, rules, ability: keyAbility(rules), sessionId: null };
}
