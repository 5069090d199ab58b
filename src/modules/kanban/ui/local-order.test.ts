import { describe, expect, it } from 'vitest';
import type { KanbanTask } from '../contract';
import { addLocally, appendPage, hasMore, loadedIn, moveLocally, reorderLocally, type LoadedBoards } from './local-order';

const task = (id: number, boardId: string) => ({ id, boardId }) as KanbanTask;
/** Board a holds 1, 2, 3 (all loaded); board b holds 4, 5 loaded out of 10. */
const list = (): LoadedBoards => ({
  tasks: [task(1, 'a'), task(2, 'a'), task(3, 'a'), task(4, 'b'), task(5, 'b')],
  columns: [
    { boardId: 'a', total: 3 },
    { boardId: 'b', total: 10 },
  ],
});
const ids = (data: LoadedBoards, board: string) => data.tasks.filter((x) => x.boardId === board).map((x) => x.id);
const totals = (data: LoadedBoards) => data.columns.map((c) => c.total);

describe('optimistic order matches the server rule', () => {
  it('down, up and across boards; counts follow', () => {
    const down = list();
    reorderLocally(down, 1, 3);
    expect(ids(down, 'a')).toEqual([2, 3, 1]);
    const up = list();
    reorderLocally(up, 3, 1);
    expect(ids(up, 'a')).toEqual([3, 1, 2]);
    expect(totals(up)).toEqual([3, 10]);
    const across = list();
    reorderLocally(across, 1, 5);
    expect([ids(across, 'a'), ids(across, 'b')]).toEqual([[2, 3], [4, 1, 5]]);
    expect(totals(across)).toEqual([2, 11]);
    const back = list();
    reorderLocally(back, 5, 2);
    expect([ids(back, 'a'), ids(back, 'b')]).toEqual([[1, 5, 2, 3], [4]]);
  });
  it('a move goes to the end of the other board: shown when that board is all loaded', () => {
    const toWhole = list();
    moveLocally(toWhole, 4, 'a');
    expect([ids(toWhole, 'a'), ids(toWhole, 'b')]).toEqual([[1, 2, 3, 4], [5]]);
    expect(totals(toWhole)).toEqual([4, 9]);
    const toPartial = list();
    moveLocally(toPartial, 2, 'b');
    expect([ids(toPartial, 'a'), ids(toPartial, 'b')]).toEqual([[1, 3], [4, 5]]);
    expect(totals(toPartial)).toEqual([2, 11]);
  });
  it('a new task shows at the end of a board all loaded, and is only counted elsewhere', () => {
    const data = list();
    addLocally(data, task(20, 'a'));
    addLocally(data, task(21, 'b'));
    expect([ids(data, 'a'), ids(data, 'b')]).toEqual([[1, 2, 3, 20], [4, 5]]);
    expect(totals(data)).toEqual([4, 11]);
  });
  it('the next page goes under what is loaded, once', () => {
    const data = list();
    expect([loadedIn(data, 'b'), hasMore(data, 'b'), hasMore(data, 'a')]).toEqual([2, true, false]);
    appendPage(data, { tasks: [task(5, 'b'), task(6, 'b'), task(7, 'b')], columns: [{ boardId: 'b', total: 9 }] });
    expect(ids(data, 'b')).toEqual([4, 5, 6, 7]);
    expect(totals(data)).toEqual([3, 9]);
  });
});
