import { useCallback, useState } from 'react';
import { columnsStorageKey, readHiddenColumns, type HiddenColumns } from './column-visibility';

export interface ColumnVisibility {
  hidden: HiddenColumns;
  setHidden: (next: HiddenColumns) => void;
}

/** The columns a person hid in one table, kept in localStorage so the choice survives reloads. */
export function useColumnVisibility(tableId: string, columnIds: readonly string[]): ColumnVisibility {
  const [hidden, setState] = useState(() => readHiddenColumns(localStorage.getItem(columnsStorageKey(tableId)), columnIds));
  const setHidden = useCallback(
    (next: HiddenColumns) => {
      setState(next);
      try {
        localStorage.setItem(columnsStorageKey(tableId), JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice still holds until the page is left.
      }
    },
    [tableId],
  );
  return { hidden, setHidden };
}
