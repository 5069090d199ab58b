import { describe, expect, it } from 'vitest';
import type { KanbanTask } from '../contract';
import { moveLocally, reorderLocally } from './local-order';

const task = (id: number, boardId: string) => ({ id, boardId }) as KanbanTask;
const list = () => [task(1, 'a'), task(2, 'a'), task(3, 'a'), task(4, 'b'), task(5, 'b')];
const ids = (tasks: KanbanTask[], board: string) => tasks.filter((x) => x.boardId === board).map((x) => x.id);

describe('optimistic order matches the server rule', () => {
  it('down, up and across boards', () => {
    const down = list();
    reorderLocally(down, 1, 3);
    expect(ids(down, 'a')).toEqual([2, 3, 1]);
    const up = list();
    reorderLocally(up, 3, 1);
    expect(ids(up, 'a')).toEqual([3, 1, 2]);
    const across = list();
    reorderLocally(across, 1, 5);
    expect([ids(across, 'a'), ids(across, 'b')]).toEqual([[2, 3], [4, 1, 5]]);
    const back = list();
    reorderLocally(back, 5, 2);
    expect([ids(back, 'a'), ids(back, 'b')]).toEqual([[1, 5, 2, 3], [4]]);
  });
  it('a move goes to the end of the other board', () => {
    const tasks = list();
    moveLocally(tasks, 2, 'b');
    expect([ids(tasks, 'a'), ids(tasks, 'b')]).toEqual([[1, 3], [4, 5, 2]]);
  });
});
