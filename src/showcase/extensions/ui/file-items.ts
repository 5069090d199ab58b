export const FOLDERS = ['work', 'personal', 'archive'] as const;
export type Folder = (typeof FOLDERS)[number];

/** One document of the context-menu example. */
export interface FileItem {
  id: number;
  name: string;
  folder: Folder;
  starred: boolean;
  pinned: boolean;
}

/** Pinned first, then as they were added. */
export const inOrder = (items: FileItem[]) => [...items].sort((a, b) => Number(b.pinned) - Number(a.pinned));

/** The item's copy, right after it, named by `nameOf`. */
export function duplicate(items: FileItem[], id: number, nameOf: (name: string) => string): FileItem[] {
  const at = items.findIndex((item) => item.id === id);
  if (at < 0) return items;
  const next = Math.max(...items.map((item) => item.id)) + 1;
  const copy = { ...items[at], id: next, name: nameOf(items[at].name), pinned: false };
  return [...items.slice(0, at + 1), copy, ...items.slice(at + 1)];
}

export const update = (items: FileItem[], id: number, change: Partial<FileItem>) => items.map((item) => (item.id === id ? { ...item, ...change } : item));
