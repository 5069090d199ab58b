import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { isSqlite, standAsideInBulkLoad } from '@/platform/db/sql';

// The customers card and the overview's head count read these sums rather than 100,000 accounts and a million
// orders:
// - customer_days, per day: accounts made (signups) and of those the ones since removed; accounts whose first order
//   is that day (first_buyers), and whose last order is (last_buyers). Over a window that ends now, the buyers are
//   the accounts whose last order is in it, and those of them whose first order is too are new buyers.
// - customer_months, per calendar month: the accounts that ordered in it (buyers), and of those the ones that had
//   ordered in an earlier month (returning_buyers).
// Triggers keep both in step with every write to accounts and orders, in whatever order rows arrive.

type Row = 'new' | 'old';

/** `column` of `table`'s row `key` moved by `delta` (the row made when missing), where `when` holds. */
const bump = (table: 'customer_days' | 'customer_months', key: RawBuilder<unknown>, column: string, delta: number, when: RawBuilder<unknown>) => {
  const keyColumn = sql.ref(table === 'customer_days' ? 'day' : 'month');
  return sql`insert into ${sql.table(table)} (${keyColumn}, ${sql.ref(column)}) select ${key}, ${sql.lit(delta)} where ${when}
    on conflict (${keyColumn}) do update set ${sql.ref(column)} = ${sql.ref(`${table}.${column}`)} + excluded.${sql.ref(column)}`;
};

/** The statements that take an order (`row`) into the sums (`sign` 1) or out of them (-1), its account's other orders as they are. */
function orderMoves(row: Row, sign: 1 | -1): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  // Each a seek on orders_account (account_id, placed_at), however many orders the account has.
  const others = sql`from orders o where o.account_id = ${r}.account_id and o.id <> ${r}.id`;
  const day = sql`substr(${r}.placed_at, 1, 10)`;
  const month = sql`substr(${r}.placed_at, 1, 7)`;
  const firstDay = sql`(select substr(o.placed_at, 1, 10) ${others} order by o.placed_at limit 1)`;
  const lastDay = sql`(select substr(o.placed_at, 1, 10) ${others} order by o.placed_at desc limit 1)`;
  // ISO instants of a month lie between its "-01" and a "-32" that no day reaches.
  const inMonth = sql`exists (select 1 ${others} and o.placed_at >= ${month} || '-01' and o.placed_at < ${month} || '-32')`;
  const before = sql`exists (select 1 ${others} and o.placed_at < ${month} || '-01')`;
  const buyer = sql`${r}.account_id is not null`;
  return [
    bump('customer_days', day, 'first_buyers', sign, sql`${buyer} and (${firstDay} is null or ${day} < ${firstDay})`),
    bump('customer_days', firstDay, 'first_buyers', -sign, sql`${buyer} and ${day} < ${firstDay}`),
    bump('customer_days', day, 'last_buyers', sign, sql`${buyer} and (${lastDay} is null or ${day} > ${lastDay})`),
    bump('customer_days', lastDay, 'last_buyers', -sign, sql`${buyer} and ${day} > ${lastDay}`),
    bump('customer_months', month, 'buyers', sign, sql`${buyer} and not ${inMonth}`),
    bump('customer_months', month, 'returning_buyers', sign, sql`${buyer} and not ${inMonth} and ${before}`),
    // The account's first month so far, later than this one: it becomes (or stops being) a returning month.
    bump('customer_months', sql`substr(${firstDay}, 1, 7)`, 'returning_buyers', sign, sql`${buyer} and not ${inMonth} and substr(${firstDay}, 1, 7) > ${month}`),
  ];
}

function accountMoves(row: Row, sign: 1 | -1): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  const day = sql`substr(${r}.created_at, 1, 10)`;
  return [bump('customer_days', day, 'signups', sign, sql`true`), bump('customer_days', day, 'removed', sign, sql`${r}.deleted_at is not null`)];
}

const joined = (statements: RawBuilder<unknown>[]) => sql.join(statements, sql`; `);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createCustomerDays(db: Kysely<any>) {
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  await db.schema.createTable('customer_days').addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('signups', 'integer', zero).addColumn('removed', 'integer', zero).addColumn('first_buyers', 'integer', zero).addColumn('last_buyers', 'integer', zero)
    .execute();
  await db.schema.createTable('customer_months').addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('buyers', 'integer', zero).addColumn('returning_buyers', 'integer', zero)
    .execute();

  await fillCustomerDays(db);

  if (isSqlite(db)) {
    await sql`create trigger customer_days_order_insert after insert on orders begin ${joined(orderMoves('new', 1))}; end`.execute(db);
    await sql`create trigger customer_days_order_delete after delete on orders begin ${joined(orderMoves('old', -1))}; end`.execute(db);
    await sql`create trigger customer_days_order_update after update of account_id, placed_at on orders begin ${joined([...orderMoves('old', -1), ...orderMoves('new', 1)])}; end`.execute(db);
    await sql`create trigger customer_days_account_insert after insert on accounts begin ${joined(accountMoves('new', 1))}; end`.execute(db);
    await sql`create trigger customer_days_account_delete after delete on accounts begin ${joined(accountMoves('old', -1))}; end`.execute(db);
    await sql`create trigger customer_days_account_update after update of created_at, deleted_at on accounts begin ${joined([...accountMoves('old', -1), ...accountMoves('new', 1)])}; end`.execute(db);
    return;
  }
  // Before each row: an after-row trigger would run once the whole statement is written, each row then seeing the
  // statement's later rows as already there. One account's orders are taken in turn (its row locked), so that two
  // orders placed at once each see the other.
  await sql`create function customer_days_order() returns trigger language plpgsql as $$
    begin
      ${standAsideInBulkLoad}
      if tg_op in ('UPDATE', 'DELETE') then
        perform 1 from accounts where id = old.account_id for no key update;
        ${joined(orderMoves('old', -1))};
      end if;
      if tg_op = 'DELETE' then return old; end if;
      perform 1 from accounts where id = new.account_id for no key update;
      ${joined(orderMoves('new', 1))};
      return new;
    end $$`.execute(db);
  await sql`create trigger customer_days_order before insert or delete or update of account_id, placed_at on orders for each row execute function customer_days_order()`.execute(db);
  await sql`create function customer_days_account() returns trigger language plpgsql as $$
    begin
      ${standAsideInBulkLoad}
      if tg_op in ('UPDATE', 'DELETE') then ${joined(accountMoves('old', -1))}; end if;
      if tg_op in ('INSERT', 'UPDATE') then ${joined(accountMoves('new', 1))}; end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger customer_days_account after insert or delete or update of created_at, deleted_at on accounts for each row execute function customer_days_account()`.execute(db);
}

/** Both tables counted afresh from the accounts and orders there are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function fillCustomerDays(db: Kysely<any>) {
  await db.deleteFrom('customer_days').execute();
  await db.deleteFrom('customer_months').execute();
  await sql`insert into customer_days (day, signups, removed)
    select substr(created_at, 1, 10), count(*), sum(case when deleted_at is null then 0 else 1 end) from accounts group by 1`.execute(db);
  const spans = sql`(select account_id, substr(min(placed_at), 1, 10) as first_day, substr(max(placed_at), 1, 10) as last_day from orders where account_id is not null group by account_id) spans`;
  for (const [column, end] of [['first_buyers', 'first_day'], ['last_buyers', 'last_day']] as const) {
    await sql`insert into customer_days (day, ${sql.ref(column)}) select ${sql.ref(end)}, count(*) from ${spans} group by 1
      on conflict (day) do update set ${sql.ref(column)} = excluded.${sql.ref(column)}`.execute(db);
  }
  await sql`insert into customer_months (month, buyers, returning_buyers)
    select m.month, count(*), sum(case when m.month > f.month then 1 else 0 end)
    from (select distinct account_id, substr(placed_at, 1, 7) as month from orders where account_id is not null) m
    join (select account_id, min(substr(placed_at, 1, 7)) as month from orders where account_id is not null group by account_id) f on f.account_id = m.account_id
    group by m.month`.execute(db);
}
