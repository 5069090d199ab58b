import DatePicker, { registerLocale } from 'react-datepicker';
import { ar, de, enUS, es, fr, pt } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import 'react-datepicker/dist/react-datepicker.css';
import './date-input.scss';

// Month names, weekdays, the first day of the week and the date format follow the interface language.
for (const [code, locale] of Object.entries({ es, en: enUS, fr, de, pt, ar })) registerLocale(code, locale);

interface DateInputProps {
  id: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  /** A date and a time (every 15 minutes), or a date alone. */
  withTime?: boolean;
  isInvalid?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * The kit's date and date-time input: typed or picked, shown and read in the interface language (not the
 * browser's), in every skin. Forms put it in a `Field` and hold an ISO day with `isoDay`/`dateOfDay`.
 */
export function DateInput({ id, value, onChange, onBlur, withTime = false, isInvalid = false, ...aria }: DateInputProps) {
  const { t, i18n } = useTranslation();
  return (
    <DatePicker
      id={id}
      selected={value}
      onChange={(date: Date | null) => onChange(date)}
      onBlur={onBlur}
      showTimeSelect={withTime}
      timeIntervals={15}
      timeCaption={t('common.time')}
      dateFormat={withTime ? 'P p' : 'P'}
      locale={i18n.language}
      className={`form-control${isInvalid ? ' is-invalid' : ''}`}
      wrapperClassName={`d-block${isInvalid ? ' is-invalid' : ''}`}
      ariaInvalid={isInvalid ? 'true' : undefined}
      ariaDescribedBy={aria['aria-describedby']}
      ariaRequired={aria['aria-required'] ? 'true' : undefined}
      autoComplete="off"
    />
  );
}
