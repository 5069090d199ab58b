import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_DENSITIES } from '@/web/components/data-table';
import type { TableView } from './table-view';

/** How the table is drawn: row density and whether the header stays in view. */
export function ViewControls({ view }: { view: TableView }) {
  const { t } = useTranslation();
  const densityId = useId();
  const stickyId = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <div className="d-flex align-items-center gap-2">
        <label htmlFor={densityId} className="small text-body-secondary text-nowrap mb-0">
          {t('showcase.tables.view.density')}
        </label>
        <select id={densityId} className="form-select form-select-sm w-auto" value={view.density} onChange={(e) => view.setDensity(e.target.value as TableView['density'])}>
          {TABLE_DENSITIES.map((density) => (
            <option key={density} value={density}>
              {t(`showcase.tables.view.densities.${density}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-check form-switch mb-0">
        <input id={stickyId} className="form-check-input" type="checkbox" role="switch" checked={view.sticky} onChange={(e) => view.setSticky(e.target.checked)} />
        <label htmlFor={stickyId} className="form-check-label small">
          {t('showcase.tables.view.sticky')}
        </label>
      </div>
    </div>
  );
}
