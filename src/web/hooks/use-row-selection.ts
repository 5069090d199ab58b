import { useState } from 'react';

/** Ids of the selected rows, each `true` (the data table's selection state). */
export type SelectedIds = Record<string, true>;

/** Selected rows by id (ids on other pages stay selected); cleared when the search or a filter changes. */
export function useRowSelection(filterKey: string) {
  const [selection, setSelection] = useState<SelectedIds>({});
  const [seenKey, setSeenKey] = useState(filterKey);
  if (seenKey !== filterKey) {
    setSeenKey(filterKey);
    setSelection({});
  }
  return [selection, setSelection] as const;
}
