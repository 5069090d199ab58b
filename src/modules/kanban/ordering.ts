import type { Db } from '@/platform/db/database';
import { isSqlite } from '@/platform/db/sql';

/**
 * Runs one kanban write in a transaction. On PostgreSQL every write first locks the board rows
 * (always in id order, so two writers never deadlock), which serialises concurrent moves; SQLite
 * has a single writer, so its transactions are serial already. Positions read inside are therefore
 * current, and renumbering them keeps each board contiguous: no task lost or duplicated.
 */
export function writeKanban<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (!isSqlite(trx)) await trx.selectFrom('kanban_boards').select('id').orderBy('id').forUpdate().execute();
    return work(trx);
  });
}

/** The board's task ids in their order. */
export async function inBoardOrder(db: Db, boardId: string): Promise<number[]> {
  const rows = await db.selectFrom('kanban_tasks').select('id').where('board_id', '=', boardId).orderBy('position').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Puts exactly these tasks in the board at positions 0, 1, 2, …, writing only the rows that change. */
export async function placeInOrder(db: Db, boardId: string, ids: number[]) {
  if (!ids.length) return;
  const current = await db.selectFrom('kanban_tasks').select(['id', 'board_id', 'position']).where('id', 'in', ids).execute();
  const byId = new Map(current.map((r) => [r.id, r]));
  for (const [position, id] of ids.entries()) {
    const row = byId.get(id);
    if (row && row.board_id === boardId && row.position === position) continue;
    await db.updateTable('kanban_tasks').set({ board_id: boardId, position }).where('id', '=', id).execute();
  }
}
