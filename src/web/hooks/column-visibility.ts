/** Which columns a person hid, by column id (`false` = hidden), as TanStack Table's `columnVisibility` holds it. */
export type HiddenColumns = Record<string, boolean>;

export const columnsStorageKey = (tableId: string) => `tb-columns:${tableId}`;

/** The stored choice, keeping only known columns and true/false values; anything else means "all shown". */
export function readHiddenColumns(raw: string | null, columnIds: readonly string[]): HiddenColumns {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([id, shown]) => columnIds.includes(id) && typeof shown === 'boolean'));
  } catch {
    return {};
  }
}
