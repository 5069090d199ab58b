import type { SelectQueryBuilder } from 'kysely';

/**
 * The rows with these ids, in the order given: a page is found as ids first (off an index), then its
 * few rows are read by primary key and put back in the page's order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function rowsInOrder<Q extends SelectQueryBuilder<any, any, { id: number }>>(query: Q, ids: number[]): Promise<Awaited<ReturnType<Q['execute']>>> {
  if (ids.length === 0) return [] as Awaited<ReturnType<Q['execute']>>;
  const rows = (await query.where('id', 'in', ids).execute()) as { id: number }[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined) as Awaited<ReturnType<Q['execute']>>;
}
