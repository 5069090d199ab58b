import type { SearchProvider } from '@/platform/contract/search-items';
import { matchesSearch } from '@/platform/db/search';
import { containsText } from '@/platform/db/sql';
import { sql } from 'kysely';
import { usersAccess } from './access';
import { PEOPLE_SEARCH } from './search';

/** The navbar search's contacts: people of the directory (not deleted) whose name or e-mail holds the term, by name. */
export const contactsSearch: SearchProvider = {
  group: 'contacts',
  access: usersAccess('read'),
  async find(ctx, q, limit) {
    const rows = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'full_name', 'email', 'avatar', 'created_at'])
      .where('deleted_at', 'is', null)
      // The directory's trigram index finds the candidates (it also holds the billing method, which contacts leave out).
      .where(matchesSearch(ctx.db, PEOPLE_SEARCH, q))
      .where((eb) => eb.or([containsText(ctx.db, sql.ref('full_name'), q), containsText(ctx.db, sql.ref('email'), q)]))
      .orderBy('full_name')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, title: row.full_name, email: row.email, img: row.avatar, date: row.created_at, link: `/apps/user/view/${row.id}` }));
  },
};
