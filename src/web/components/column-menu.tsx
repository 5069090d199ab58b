import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { ArrowDown, ArrowUp, Check, Columns3 } from 'lucide-react';
import type { ColumnVisibility } from '@/web/hooks/use-column-visibility';
import { orderColumns, type ListColumn } from './list-column';

/** The order of a table's columns, which the menu can change a step at a time. */
export interface ColumnOrder {
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  /** Names each move button ("Move Email up"). */
  labels: { up: (column: string) => string; down: (column: string) => string };
}

interface Props {
  columns: readonly ListColumn<never>[];
  visibility: ColumnVisibility;
  order?: ColumnOrder;
}

/** `ids` with the one at `from` moved a step (-1 earlier, +1 later). */
export function moveColumn(ids: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Shows and hides a table's columns (at least one stays) and, given `order`, moves them. */
export function ColumnMenu({ columns, visibility, order }: Props) {
  const { t } = useTranslation();
  const hideable = orderColumns(columns, order?.ids).filter((column) => column.canHide !== false);
  const shown = (id: string) => visibility.hidden[id] !== false;
  const shownCount = hideable.filter((column) => shown(column.id)).length;
  const ids = orderColumns(columns, order?.ids).map((column) => column.id);
  const toggle = (column: ListColumn<never>) => visibility.setHidden({ ...visibility.hidden, [column.id]: !shown(column.id) });
  return (
    <Dropdown align="end" autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" className="d-inline-flex align-items-center gap-2">
        <Columns3 size={16} aria-hidden="true" />
        {t('common.columns')}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {hideable.map((column) => {
          const on = shown(column.id);
          const name = t(column.header);
          const item = (
            <Dropdown.Item
              key={column.id}
              as="button"
              aria-pressed={on}
              disabled={on && shownCount === 1}
              className="d-flex align-items-center gap-2"
              onClick={() => toggle(column)}
            >
              <Check size={16} aria-hidden="true" className={on ? undefined : 'invisible'} />
              {name}
            </Dropdown.Item>
          );
          if (!order) return item;
          const at = ids.indexOf(column.id);
          return (
            <div key={column.id} className="d-flex align-items-center tb-column-menu-row">
              {item}
              <button type="button" className="btn btn-sm btn-link text-body-secondary px-1" aria-label={order.labels.up(name)} disabled={at === 0} onClick={() => order.onChange(moveColumn(ids, at, -1))}>
                <ArrowUp size={16} aria-hidden="true" />
              </button>
              <button type="button" className="btn btn-sm btn-link text-body-secondary px-1 me-1" aria-label={order.labels.down(name)} disabled={at === ids.length - 1} onClick={() => order.onChange(moveColumn(ids, at, 1))}>
                <ArrowDown size={16} aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
