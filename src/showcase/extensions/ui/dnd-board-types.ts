import type { Lists } from './dnd-model';

/** A drag-and-drop example: its lists, how they change, and the words for them. */
export interface BoardProps {
  name: string;
  lists: Lists;
  onChange: (lists: Lists) => void;
  handle: boolean;
  itemLabel: (id: string) => string;
  listLabel: (list: string) => string;
}
