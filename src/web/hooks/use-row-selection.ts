import { useState } from 'react';

/** Selected rows by id (ids on other pages stay selected); cleared when the search or a filter changes. */
export function useRowSelection(filterKey: string) {
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const [seenKey, setSeenKey] = useState(filterKey);
  if (seenKey !== filterKey) {
    setSeenKey(filterKey);
    setSelection({});
  }
  return [selection, setSelection] as const;
}
