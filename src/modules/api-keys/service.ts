import type { z } from 'zod';
import { Forbidden, Invalid, NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { apiKeyDigest } from '@/platform/auth/api-key-user';
import type { ApiKey, apiKeyInput } from './contract';
import { MAX_LIVE_KEYS } from './routes';
import { newApiKey, prefixOf } from './key-text';
import type { ApiKeyRow } from '@/platform/auth/tables';

export const KEY_LIMIT_MESSAGE = `At most ${MAX_LIVE_KEYS} API keys at a time: revoke one you no longer use first.`;
export const KEY_NEEDS_SESSION = 'API keys are managed when signed in, not with an API key.';

function toApiKey(row: ApiKeyRow): ApiKey {
  return { id: row.id, name: row.name, prefix: row.prefix, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/**
 * Keys are made and revoked by a person signed in, never by a key: the route layer already refuses a key
 * (its ability forbids ApiKey); this holds even if a service is called another way.
 */
function assertSignedIn(ctx: ServiceContext) {
  if (ctx.user.sessionId === null) throw new Forbidden(KEY_NEEDS_SESSION);
}

const liveKeys = (ctx: ServiceContext) => ctx.db.selectFrom('api_keys').where('account_id', '=', ctx.user.id).where('revoked_at', 'is', null);

export async function listKeys(ctx: ServiceContext) {
  assertSignedIn(ctx);
  const rows = await liveKeys(ctx).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return { keys: rows.map(toApiKey) };
}

/** Makes a key; the answer is the only place its secret ever appears. */
export async function createKey(ctx: ServiceContext, input: z.output<typeof apiKeyInput>) {
  assertSignedIn(ctx);
  const { n } = await liveKeys(ctx).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) >= MAX_LIVE_KEYS) {
    throw new Invalid(KEY_LIMIT_MESSAGE, [{ path: 'body', message: KEY_LIMIT_MESSAGE, code: 'api_key_limit', maximum: MAX_LIVE_KEYS }]);
  }
  const key = newApiKey();
  const row = await ctx.db
    .insertInto('api_keys')
    .values({
      account_id: ctx.user.id,
      name: input.name,
      prefix: prefixOf(key),
      key_digest: await apiKeyDigest(key),
      created_at: ctx.now.toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { key, apiKey: toApiKey(row) };
}

/** Revokes one of the account's own live keys; another account's key, or one already revoked, is not found. */
export async function revokeKey(ctx: ServiceContext, id: number) {
  assertSignedIn(ctx);
  const row = await ctx.db
    .updateTable('api_keys')
    .set({ revoked_at: ctx.now.toISOString() })
    .where('id', '=', id)
    .where('account_id', '=', ctx.user.id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFound(`API key ${id} not found`);
  return { apiKey: toApiKey(row) };
}
