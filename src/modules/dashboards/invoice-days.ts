import { sql, type Kysely } from 'kysely';
import { isSqlite, standAsideInBulkLoad } from '@/platform/db/sql';

// The invoiced amounts per day of issue, kept by triggers on every write to an invoice: the statistics card reads
// these sums rather than every invoice of its window.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createInvoiceDays(db: Kysely<any>) {
  await db.schema
    .createTable('invoice_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('invoices', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  await fillInvoiceDays(db);
  const put = sql`insert into invoice_days (day, invoices, total_cents) values (substr(new.issued_date, 1, 10), 1, new.total_cents)
    on conflict (day) do update set invoices = invoice_days.invoices + 1, total_cents = invoice_days.total_cents + excluded.total_cents`;
  const take = sql`update invoice_days set invoices = invoices - 1, total_cents = total_cents - old.total_cents where day = substr(old.issued_date, 1, 10)`;
  if (isSqlite(db)) {
    await sql`create trigger invoice_days_insert after insert on invoices begin ${put}; end`.execute(db);
    await sql`create trigger invoice_days_delete after delete on invoices begin ${take}; end`.execute(db);
    await sql`create trigger invoice_days_update after update of issued_date, total_cents on invoices begin ${take}; ${put}; end`.execute(db);
    return;
  }
  await sql`create function invoice_days_keep() returns trigger language plpgsql as $$
    begin
      ${standAsideInBulkLoad}
      if tg_op in ('UPDATE', 'DELETE') then ${take}; end if;
      if tg_op in ('INSERT', 'UPDATE') then ${put}; end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger invoice_days_keep after insert or delete or update of issued_date, total_cents on invoices for each row execute function invoice_days_keep()`.execute(db);
}

/** The sums counted afresh from the invoices there are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function fillInvoiceDays(db: Kysely<any>) {
  await db.deleteFrom('invoice_days').execute();
  await sql`insert into invoice_days (day, invoices, total_cents) select substr(issued_date, 1, 10), count(*), sum(total_cents) from invoices group by 1`.execute(db);
}
