/** Lists of item ids by list id: the page's drag-and-drop state. */
export type Lists = Record<string, string[]>;

/** The list holding `id`: a list's own id, or the list one of its items is in. */
export function listOf(lists: Lists, id: string): string | undefined {
  if (id in lists) return id;
  return Object.keys(lists).find((list) => lists[list].includes(id));
}

/** `item` placed where `over` is: before that item, or at the end of that list; the same lists if nothing moves. */
export function moveItem(lists: Lists, item: string, over: string): Lists {
  const from = listOf(lists, item);
  const to = listOf(lists, over);
  if (!from || !to || item === over) return lists;
  const target = lists[to].filter((id) => id !== item);
  // At the place of the item it is over (after it, moving down one list), or at the end of an (empty) list.
  target.splice(over in lists ? target.length : lists[to].indexOf(over), 0, item);
  if (from === to) return { ...lists, [to]: target };
  return { ...lists, [from]: lists[from].filter((id) => id !== item), [to]: target };
}
