import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { CalendarType } from '../contract';
import { CALENDAR_TYPES } from '../routes';
import { deselectAll, selectAll, toggleCalendar } from '../selection';
import { TYPE_COLOURS } from './calendar-types';

interface CalendarFiltersProps {
  selected: CalendarType[];
  onChange: (next: CalendarType[]) => void;
  onAdd: () => void;
  idPrefix: string;
}

/** The add button and the calendar types: each one toggles, "all" selects all five or none. */
export function CalendarFilters({ selected, onChange, onAdd, idPrefix }: CalendarFiltersProps) {
  const { t } = useTranslation();
  const all = selected.length === CALENDAR_TYPES.length;
  return (
    <div className="p-3">
      <button type="button" className="btn btn-primary w-100 mb-4" onClick={onAdd}>
        <Plus size={18} className="me-1" aria-hidden="true" />
        {t('calendar.add')}
      </button>
      <fieldset>
        <legend className="tb-calendar-legend">{t('calendar.filter')}</legend>
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id={`${idPrefix}-all`}
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = !all && selected.length > 0;
            }}
            onChange={() => onChange(all ? deselectAll() : selectAll())}
          />
          <label className="form-check-label" htmlFor={`${idPrefix}-all`}>
            {t('calendar.viewAll')}
          </label>
        </div>
        {CALENDAR_TYPES.map((type) => (
          <div key={type} className="form-check mb-2">
            <input
              className={`form-check-input tb-cal-check tb-cal-${TYPE_COLOURS[type]}`}
              type="checkbox"
              id={`${idPrefix}-${type}`}
              checked={selected.includes(type)}
              onChange={() => onChange(toggleCalendar(selected, type))}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-${type}`}>
              {t(`calendar.types.${type}`)}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
