import { sql } from 'kysely';
import type { SearchProvider } from '@/platform/contract/search-items';
import { likePattern } from '@/platform/contract/lists';
import { isSqlite } from '@/platform/db/sql';
import { emailAccess } from './access';

interface AttachmentRow {
  title: string;
  sender: string;
  size: number | string;
  file: string;
  date: string;
}

/**
 * The navbar search's files: attachments of the signed-in person's own mail whose name holds the term, each name once
 * (its latest mail), newest first. The attachments are a JSON list per mail, opened in SQL on either engine.
 */
export const filesSearch: SearchProvider = {
  group: 'files',
  access: emailAccess('read'),
  async find(ctx, q, limit) {
    const pattern = likePattern(q);
    const attachments = isSqlite(ctx.db)
      ? sql`select m.id, m.time, m.from_name, json_extract(a.value, '$.fileName') as title, json_extract(a.value, '$.size') as size,
              json_extract(a.value, '$.url') as file
            from email_messages m, json_each(m.attachments) a
            where m.account_id = ${ctx.user.id} and m.attachments <> '[]'`
      : sql`select m.id, m.time, m.from_name, a.value ->> 'fileName' as title, (a.value ->> 'size')::float8 as size, a.value ->> 'url' as file
            from email_messages m cross join lateral jsonb_array_elements(m.attachments::jsonb) as a(value)
            where m.account_id = ${ctx.user.id} and m.attachments <> '[]'`;
    const { rows } = await sql<AttachmentRow>`
      select title, from_name as sender, size, file, time as date from (
        select f.*, row_number() over (partition by lower(f.title) order by f.time desc, f.id desc) as n
        from (${attachments}) f
        where lower(f.title) like ${pattern} escape '\\'
      ) latest
      where n = 1
      order by date desc, title
      limit ${limit}`.execute(ctx.db);
    return rows.map((row) => ({ title: row.title, by: row.sender, size: Number(row.size), file: row.file, date: row.date }));
  },
};
