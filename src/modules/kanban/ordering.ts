import { sql } from 'kysely';
import type { Db } from '@/platform/db/database';
import { isSqlite } from '@/platform/db/sql';

/**
 * Runs one kanban write in a transaction. On PostgreSQL every write first locks the board rows
 * (always in id order, so two writers never deadlock), which serialises concurrent moves; SQLite
 * has a single writer, so its transactions are serial already. Positions read inside are therefore
 * current, and the shifts below keep each board contiguous: no task lost or duplicated.
 */
export function writeKanban<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (!isSqlite(trx)) await trx.selectFrom('kanban_boards').select('id').orderBy('id').forUpdate().execute();
    return work(trx);
  });
}

/**
 * How many tasks the board holds. Positions are 0, 1, 2, … without gaps, so it is the last position
 * plus one: one look-up on the (board_id, position) index, however long the board.
 */
export async function boardSize(db: Db, boardId: string): Promise<number> {
  return Number((await boardSizeQuery(db, boardId).executeTakeFirstOrThrow()).n);
}

export const boardSizeQuery = (db: Db, boardId: string) => db.selectFrom('kanban_tasks').select(sql<number>`coalesce(max(position) + 1, 0)`.as('n')).where('board_id', '=', boardId);

/** Shifts the board's tasks with positions from `from` (up to `to`, or to the end) by `by`, in one statement. */
export async function shift(db: Db, boardId: string, from: number, to: number | null, by: 1 | -1) {
  if (to !== null && to < from) return;
  let update = db
    .updateTable('kanban_tasks')
    .set((eb) => ({ position: eb('position', '+', by) }))
    .where('board_id', '=', boardId)
    .where('position', '>=', from);
  if (to !== null) update = update.where('position', '<=', to);
  await update.execute();
}

/** Takes the task at `position` out of the board: those after it move up one. */
export const closeGap = (db: Db, boardId: string, position: number) => shift(db, boardId, position + 1, null, -1);

/** Makes room at `position`: the task there and those after it move down one. */
export const openGap = (db: Db, boardId: string, position: number) => shift(db, boardId, position, null, 1);

/**
 * Puts the task where the target is, in the target's board: moving down within a board it lands just
 * after the target (which moves up), otherwise just before it. Only the tasks in between are touched,
 * so no one needs the whole board, on the server or in the browser.
 */
export async function placeAt(db: Db, task: { id: number; board_id: string; position: number }, target: { board_id: string; position: number }) {
  if (task.board_id === target.board_id) {
    if (task.position === target.position) return;
    if (task.position < target.position) await shift(db, task.board_id, task.position + 1, target.position, -1);
    else await shift(db, task.board_id, target.position, task.position - 1, 1);
  } else {
    await closeGap(db, task.board_id, task.position);
    await openGap(db, target.board_id, target.position);
  }
  await db.updateTable('kanban_tasks').set({ board_id: target.board_id, position: target.position }).where('id', '=', task.id).execute();
}
