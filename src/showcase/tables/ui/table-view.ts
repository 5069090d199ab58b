import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TABLE_DENSITIES, type TableDensity } from '@/web/components/data-table';
import { SELECTED_MAX } from '../routes';

/** How the advanced table is looked at, beside its query: kept in the URL too, so a reload or a shared link shows the same. */
export interface TableView {
  selected: Record<string, true>;
  setSelected: (ids: Record<string, boolean>) => void;
  expanded: Record<string, boolean>;
  setExpanded: (ids: Record<string, boolean>) => void;
  hidden: Record<string, boolean>;
  setHidden: (hidden: Record<string, boolean>) => void;
  order: string[];
  setOrder: (ids: string[]) => void;
  density: TableDensity;
  setDensity: (density: TableDensity) => void;
  sticky: boolean;
  setSticky: (sticky: boolean) => void;
}

const SEPARATOR = '.';
const rowIds = (raw: string | null) => (raw ?? '').split(SEPARATOR).filter((id) => /^[1-9]\d{0,9}$/.test(id));
const asMap = (ids: string[], value: boolean) => Object.fromEntries(ids.map((id) => [id, value]));
const onIds = (map: Record<string, boolean>) => Object.keys(map).filter((id) => map[id]);

/** The URL's view keys: `selected` and `open` (row ids), `hide` and `order` (column ids), `density`, `sticky`. */
export function useTableView(columnIds: readonly string[]): TableView {
  const [params, setParams] = useSearchParams();
  // Each change replaces the history entry: Back leaves the page rather than undoing a tick.
  const write = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const selectedRaw = params.get('selected');
  const openRaw = params.get('open');
  const hideRaw = params.get('hide');
  const orderRaw = params.get('order');
  const densityRaw = params.get('density');
  const stickyRaw = params.get('sticky');
  return useMemo(() => {
    const known = (raw: string | null) => (raw ?? '').split(SEPARATOR).filter((id, i, all) => columnIds.includes(id) && all.indexOf(id) === i);
    return {
      selected: asMap(rowIds(selectedRaw).slice(0, SELECTED_MAX), true) as Record<string, true>,
      setSelected: (ids) => write('selected', onIds(ids).slice(0, SELECTED_MAX).join(SEPARATOR)),
      expanded: asMap(rowIds(openRaw), true),
      setExpanded: (ids) => write('open', onIds(ids).join(SEPARATOR)),
      hidden: asMap(known(hideRaw), false),
      setHidden: (hidden) => write('hide', Object.keys(hidden).filter((id) => hidden[id] === false).join(SEPARATOR)),
      order: known(orderRaw),
      setOrder: (ids) => write('order', ids.join(SEPARATOR)),
      density: TABLE_DENSITIES.find((d) => d === densityRaw) ?? 'normal',
      setDensity: (density) => write('density', density === 'normal' ? '' : density),
      sticky: stickyRaw !== 'off',
      setSticky: (sticky) => write('sticky', sticky ? '' : 'off'),
    };
  }, [columnIds, selectedRaw, openRaw, hideRaw, orderRaw, densityRaw, stickyRaw, write]);
}
