import DatePicker, { registerLocale } from 'react-datepicker';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES } from '@/web/components/form/date-locales';
import { datePickerLabels } from '@/web/components/form/date-picker-labels';
import 'react-datepicker/dist/react-datepicker.css';
import '@/web/components/form/date-input.scss';

for (const [code, locale] of Object.entries(DATE_LOCALES)) registerLocale(code, locale);

interface Common {
  id: string;
  autoFocus?: boolean;
  describedBy?: string;
}

const shared = { className: 'form-control', wrapperClassName: 'd-block', popperClassName: 'tb-date-popper', showPopperArrow: false, autoComplete: 'off' };

/** A time of day, every 15 minutes, written as the interface language writes times. */
export function TimePicker({ id, value, onChange, autoFocus, describedBy }: Common & { value: Date | null; onChange: (value: Date | null) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="tb-date-input">
      <DatePicker {...shared} {...datePickerLabels(t)} id={id} selected={value} onChange={onChange} showTimeSelect showTimeSelectOnly timeIntervals={15} timeCaption={t('common.time')} dateFormat="p" locale={i18n.language} autoFocus={autoFocus} ariaDescribedBy={describedBy} />
    </div>
  );
}

/** A first and a last day, picked one after the other in one calendar. */
export function RangePicker({ id, start, end, onChange, autoFocus, describedBy }: Common & { start: Date | null; end: Date | null; onChange: (range: [Date | null, Date | null]) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="tb-date-input">
      <DatePicker {...shared} {...datePickerLabels(t)} id={id} selectsRange startDate={start} endDate={end} onChange={onChange} dateFormat="P" locale={i18n.language} autoFocus={autoFocus} ariaDescribedBy={describedBy} isClearable={false} />
    </div>
  );
}

/** The month drawn on the page, a day picked with a click or the keyboard; weekends (or any refused day) not offered. */
export function InlinePicker({ value, onChange, isDayAllowed, min, max }: { value: Date | null; onChange: (value: Date | null) => void; isDayAllowed?: (day: Date) => boolean; min?: Date; max?: Date }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="tb-date-input tb-inline-calendar">
      <DatePicker {...datePickerLabels(t)} selected={value} onChange={onChange} inline locale={i18n.language} filterDate={isDayAllowed} minDate={min} maxDate={max} />
    </div>
  );
}
