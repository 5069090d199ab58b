import type { z } from 'zod';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { toFlag } from '@/platform/db/sql';
import { cardBrand, expiryOf, type Address, type Card, type addressBody, type cardBody } from './billing-contract';
import { MAX_ADDRESSES, MAX_CARDS } from './routes';
import type { AccountAddressRow, AccountCardRow } from './billing-tables';
import './billing-tables';

const toCard = (row: AccountCardRow): Card => ({
  id: row.id,
  brand: row.brand as Card['brand'],
  last4: row.last4,
  holder: row.holder,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  primary: Number(row.is_primary) === 1,
});

const toAddress = (row: AccountAddressRow): Address => ({
  id: row.id,
  fullName: row.full_name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  postcode: row.postcode,
  country: row.country,
  kind: row.kind as Address['kind'],
  isDefault: Number(row.is_default) === 1,
});

const cardRows = (db: Db, accountId: number) => db.selectFrom('account_cards').selectAll().where('account_id', '=', accountId).orderBy('is_primary', 'desc').orderBy('id', 'desc').execute();
const addressRows = (db: Db, accountId: number) => db.selectFrom('account_addresses').selectAll().where('account_id', '=', accountId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();

const countOf = async (db: Db, table: 'account_cards' | 'account_addresses', accountId: number) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow()).n);

function limitReached(what: 'card' | 'address', maximum: number): Invalid {
  const message = `At most ${maximum} ${what === 'card' ? 'cards' : 'addresses'}: remove one first.`;
  return new Invalid(message, [{ path: 'body', message, code: `${what}_limit`, maximum }]);
}

export async function listCards(ctx: ServiceContext) {
  return { cards: (await cardRows(ctx.db, ctx.user.id)).map(toCard) };
}

/** Keeps the card's brand, last four digits, holder and expiry; the first card, or one marked so, is the primary. */
export async function addCard(ctx: ServiceContext, input: z.output<typeof cardBody>) {
  const digits = input.number.replace(/[\s-]/g, '');
  const expiry = expiryOf(input.expiry)!;
  return ctx.db.transaction().execute(async (trx) => {
    const count = await countOf(trx, 'account_cards', ctx.user.id);
    if (count >= MAX_CARDS) throw limitReached('card', MAX_CARDS);
    const primary = input.primary || count === 0;
    if (primary) await trx.updateTable('account_cards').set({ is_primary: 0 }).where('account_id', '=', ctx.user.id).execute();
    const row = await trx
      .insertInto('account_cards')
      .values({ account_id: ctx.user.id, brand: cardBrand(digits), last4: digits.slice(-4), holder: input.holder, exp_month: expiry.month, exp_year: expiry.year, is_primary: toFlag(primary), created_at: ctx.now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { card: toCard(row) };
  });
}

/** Removes one of the account's own cards; when it was the primary, the newest left takes its place. */
export async function removeCard(ctx: ServiceContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('account_cards').where('id', '=', id).where('account_id', '=', ctx.user.id).returningAll().executeTakeFirst();
    if (!removed) throw new NotFound(`Card ${id} not found`);
    if (Number(removed.is_primary) === 1) {
      const next = await trx.selectFrom('account_cards').select('id').where('account_id', '=', ctx.user.id).orderBy('id', 'desc').executeTakeFirst();
      if (next) await trx.updateTable('account_cards').set({ is_primary: 1 }).where('id', '=', next.id).execute();
    }
    return { cards: (await cardRows(trx, ctx.user.id)).map(toCard) };
  });
}

export async function listAddresses(ctx: ServiceContext) {
  return { addresses: (await addressRows(ctx.db, ctx.user.id)).map(toAddress) };
}

export async function addAddress(ctx: ServiceContext, input: z.output<typeof addressBody>) {
  return ctx.db.transaction().execute(async (trx) => {
    const count = await countOf(trx, 'account_addresses', ctx.user.id);
    if (count >= MAX_ADDRESSES) throw limitReached('address', MAX_ADDRESSES);
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await trx.updateTable('account_addresses').set({ is_default: 0 }).where('account_id', '=', ctx.user.id).execute();
    const row = await trx
      .insertInto('account_addresses')
      .values({
        account_id: ctx.user.id,
        full_name: input.fullName,
        line1: input.line1,
        line2: input.line2,
        city: input.city,
        state: input.state,
        postcode: input.postcode,
        country: input.country,
        kind: input.kind,
        is_default: toFlag(isDefault),
        created_at: ctx.now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { address: toAddress(row) };
  });
}

export async function removeAddress(ctx: ServiceContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('account_addresses').where('id', '=', id).where('account_id', '=', ctx.user.id).returningAll().executeTakeFirst();
    if (!removed) throw new NotFound(`Address ${id} not found`);
    if (Number(removed.is_default) === 1) {
      const next = await trx.selectFrom('account_addresses').select('id').where('account_id', '=', ctx.user.id).orderBy('id', 'desc').executeTakeFirst();
      if (next) await trx.updateTable('account_addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
    return { addresses: (await addressRows(trx, ctx.user.id)).map(toAddress) };
  });
}
