import { describe, expect, it } from 'vitest';
import { duplicate, inOrder, update, type FileItem } from './file-items';

const items: FileItem[] = [
  { id: 1, name: 'A', folder: 'work', starred: false, pinned: false },
  { id: 2, name: 'B', folder: 'personal', starred: true, pinned: true },
];

describe('the context menu example’s items', () => {
  it('puts a copy right after the original, with a new id, unpinned', () => {
    const copied = duplicate(items, 2, (name) => `${name} (copy)`);
    expect(copied.map((item) => [item.id, item.name, item.pinned])).toEqual([
      [1, 'A', false],
      [2, 'B', true],
      [3, 'B (copy)', false],
    ]);
    expect(duplicate(items, 9, String)).toBe(items);
  });
  it('lists pinned items first and changes one item only', () => {
    expect(inOrder(items).map((item) => item.id)).toEqual([2, 1]);
    expect(update(items, 1, { folder: 'archive' })[0].folder).toBe('archive');
    expect(update(items, 1, { folder: 'archive' })[1]).toBe(items[1]);
  });
});
