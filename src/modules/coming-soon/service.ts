import type { PublicContext } from '@/platform/auth/context';
import type { SubscribeBody } from './contract';
import './tables';

/**
 * Puts the address on the launch list. Leaving it again changes nothing and answers the same, so the answer never
 * tells whether someone else left it first.
 */
export async function subscribe(ctx: PublicContext, body: SubscribeBody): Promise<{ ok: true }> {
  await ctx.db
    .insertInto('launch_subscribers')
    .values({ email: body.email, created_at: ctx.now.toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return { ok: true };
}
