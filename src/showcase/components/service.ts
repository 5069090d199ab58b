import { sql } from 'kysely';
import type { ServiceContext } from '@/platform/auth/context';
import { likePattern } from '@/platform/contract/lists';
import { containsText } from '@/platform/db/sql';
import type { AutoCompleteItem, AutoCompleteQuery } from './contract';
import './tables';

/** The suggestions for what was typed: titles holding it, those that start with it first, then by rank. */
export async function autoComplete(ctx: ServiceContext, query: AutoCompleteQuery): Promise<{ autoComplete: AutoCompleteItem[] }> {
  let select = ctx.db.selectFrom('autocomplete_titles').select(['id', 'title', 'rank']);
  if (query.q) {
    const startsWith = `${likePattern(query.q).slice(1)}`;
    select = select
      .where((eb) => containsText(ctx.db, eb.ref('title'), query.q))
      .orderBy(sql`case when lower(title) like ${startsWith} escape '\\' then 0 else 1 end`);
  }
  const rows = await select.orderBy('rank').orderBy('id').limit(query.limit).execute();
  return { autoComplete: rows };
}
