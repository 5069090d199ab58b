import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { Check, Columns3 } from 'lucide-react';
import type { ColumnVisibility } from '@/web/hooks/use-column-visibility';
import type { ListColumn } from './list-column';

interface Props {
  columns: readonly ListColumn<never>[];
  visibility: ColumnVisibility;
}

/** Shows and hides a table's columns; the choice is kept per table. At least one column stays. */
export function ColumnMenu({ columns, visibility }: Props) {
  const { t } = useTranslation();
  const hideable = columns.filter((column) => column.canHide !== false);
  const shown = (id: string) => visibility.hidden[id] !== false;
  const shownCount = hideable.filter((column) => shown(column.id)).length;
  return (
    <Dropdown align="end" autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" className="d-inline-flex align-items-center gap-2">
        <Columns3 size={16} aria-hidden="true" />
        {t('common.columns')}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {hideable.map((column) => {
          const on = shown(column.id);
          return (
            <Dropdown.Item
              key={column.id}
              as="button"
              aria-pressed={on}
              disabled={on && shownCount === 1}
              className="d-flex align-items-center gap-2"
              onClick={() => visibility.setHidden({ ...visibility.hidden, [column.id]: !on })}
            >
              <Check size={16} aria-hidden="true" className={on ? undefined : 'invisible'} />
              {t(column.header)}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
