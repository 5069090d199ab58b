import type { ServiceContext } from '@/platform/auth/context';
import { Invalid } from '@/platform/contract/errors';
import type { SearchProvider } from '@/platform/contract/search-items';
import { MAX_BOOKMARKS, SEARCH_GROUPS, SEARCH_LIMIT, type BookmarkList, type SearchGroups } from './contract';

/**
 * The files and contacts groups of the navbar search: each group's providers that the person may use, asked in turn
 * until the group holds SEARCH_LIMIT results. An empty term finds nothing (the dialog shows pages only then).
 */
export async function search(ctx: ServiceContext, providers: SearchProvider[], q: string): Promise<SearchGroups> {
  const groups: SearchGroups = [];
  for (const groupTitle of SEARCH_GROUPS) {
    const found: unknown[] = [];
    if (q) {
      for (const provider of providers) {
        if (provider.group !== groupTitle || found.length >= SEARCH_LIMIT) continue;
        if (typeof provider.access !== 'string' && !ctx.user.ability.can(provider.access.action, provider.access.subject)) continue;
        found.push(...(await provider.find(ctx, q, SEARCH_LIMIT - found.length)));
      }
    }
    groups.push({ groupTitle, searchLimit: SEARCH_LIMIT, data: found.slice(0, SEARCH_LIMIT) } as SearchGroups[number]);
  }
  return groups;
}

/** The account's bookmarks, oldest first (the order the navbar shows them). */
export async function listBookmarks(ctx: ServiceContext): Promise<BookmarkList> {
  const rows = await ctx.db.selectFrom('bookmarks').select('path').where('account_id', '=', ctx.user.id).orderBy('created_at').orderBy('id').execute();
  return { bookmarks: rows.map((row) => ({ id: row.path, isBookmarked: true })) };
}

/** SPEC §4: bookmarks the page, or removes the bookmark it had. */
export async function toggleBookmark(ctx: ServiceContext, path: string): Promise<BookmarkList & { id: string; isBookmarked: boolean }> {
  const removed = await ctx.db.deleteFrom('bookmarks').where('account_id', '=', ctx.user.id).where('path', '=', path).executeTakeFirst();
  const isBookmarked = Number(removed.numDeletedRows) === 0;
  if (isBookmarked) {
    const count = await ctx.db
      .selectFrom('bookmarks')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', ctx.user.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_BOOKMARKS) {
      const message = `At most ${MAX_BOOKMARKS} bookmarks: remove one first.`;
      throw new Invalid(message, [{ path: 'body.id', message, code: 'tooMany' }]);
    }
    await ctx.db
      .insertInto('bookmarks')
      .values({ account_id: ctx.user.id, path, created_at: ctx.now.toISOString() })
      .onConflict((oc) => oc.columns(['account_id', 'path']).doNothing())
      .execute();
  }
  return { ...(await listBookmarks(ctx)), id: path, isBookmarked };
}
