import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDateInput } from '@/web/components/form/lazy-date-input';
import { dateOfValue, type DateKind } from '@/web/components/form/date-value';
import { isoDay } from '@/web/components/form/iso-day';
import { ElementPage, Example } from './element-page';
import { MonthGrid } from './month-grid';

// react-datepicker arrives when a person comes to a picker (pointer or focus), not with the page.
const variants = () => import('./picker-variants');
const TimePicker = lazy(() => variants().then((m) => ({ default: m.TimePicker })));
const RangePicker = lazy(() => variants().then((m) => ({ default: m.RangePicker })));
const InlinePicker = lazy(() => variants().then((m) => ({ default: m.InlinePicker })));

const DAY = 86_400_000;
const isWeekday = (day: Date) => day.getDay() !== 0 && day.getDay() !== 6;

/** A labelled kit date input with its help text and, once left, its message. */
function DateExample({ id, kind, label, help, min, max, isDayAllowed, check, disabled }: { id: string; kind: DateKind; label: string; help: ReactNode; min?: string; max?: string; isDayAllowed?: (day: Date) => boolean; check: (value: string) => string | null; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(disabled ? isoDay(new Date()) : '');
  const [touched, setTouched] = useState(false);
  const error = touched ? check(value) : null;
  const date = dateOfValue(value, kind);
  const chosen = date && !error && !disabled ? new Intl.DateTimeFormat(i18n.language, kind === 'date' ? { dateStyle: 'full' } : { dateStyle: 'full', timeStyle: 'short' }).format(date) : null;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <LazyDateInput id={id} kind={kind} value={value} onChange={setValue} onBlur={() => setTouched(true)} isInvalid={Boolean(error)} min={min} max={max} isDayAllowed={isDayAllowed} disabled={disabled} aria-describedby={`${id}-help ${id}-feedback`} />
      <div id={`${id}-help`} className="form-text">
        {help}
      </div>
      <div id={`${id}-feedback`} className={error ? 'invalid-feedback d-block' : 'valid-feedback d-block'} aria-live="polite" data-testid={`${id}-chosen`}>
        {error ?? (chosen ? t('showcase.formElements.pickers.chosen', { date: chosen }) : '')}
      </div>
    </div>
  );
}

/** /forms/elements/pickers: the kit's date and date-time pickers, limits and refused days, time, range and an inline calendar, in the interface language. */
export default function PickersPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`showcase.formElements.pickers.${key}`, options);
  const language = i18n.language;
  const [today] = useState(() => new Date(new Date().setHours(0, 0, 0, 0)));
  const min = isoDay(today);
  const max = isoDay(new Date(today.getTime() + 30 * DAY));
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState<string | null>(null);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const [time, setTime] = useState<Date | null>(() => new Date(new Date().setHours(9, 30, 0, 0)));
  const [range, setRange] = useState<[Date | null, Date | null]>([today, new Date(today.getTime() + 3 * DAY)]);
  const [inline, setInline] = useState<Date | null>(null);

  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  const shortDay = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const timeText = time ? new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', hourCycle: language === 'en' ? 'h12' : 'h23' }).format(time) : '';
  const [start, end] = range;
  const rangeText = [start, end].filter((d): d is Date => Boolean(d)).map((d) => shortDay.format(d)).join(' - ');
  const nights = start && end ? Math.round((end.getTime() - start.getTime()) / DAY) : null;
  const required = (value: string) => (!value ? k('required') : null);
  const standIn = (id: string, value: string) => <input id={id} className="form-control" value={value} readOnly aria-describedby={`${id}-help`} onFocus={() => setFocused(id)} />;

  return (
    <ElementPage name="pickers">
      <Example title={k('date')} id="pickers-date">
        <DateExample id="picker-date" kind="date" label={k('dateLabel')} help={k('dateHelp')} check={required} />
        <DateExample id="picker-date-time" kind="date-time" label={k('dateTimeLabel')} help={k('dateTimeHelp')} check={required} />
      </Example>

      <Example title={k('limits')} id="pickers-limits">
        <DateExample
          id="picker-limited"
          kind="date"
          label={k('limitedLabel')}
          help={k('limitedHelp', { min: longDay.format(today), max: longDay.format(new Date(today.getTime() + 30 * DAY)) })}
          min={min}
          max={max}
          isDayAllowed={isWeekday}
          check={(value) => {
            if (!value) return k('required');
            const day = dateOfValue(value, 'date');
            if (!day) return null;
            if (value < min || value > max) return k('outOfRange');
            return isWeekday(day) ? null : k('weekend');
          }}
        />
        <DateExample id="picker-disabled" kind="date" label={t('showcase.formElements.input.disabled')} help={k('disabledHelp')} check={() => null} disabled />
      </Example>

      <div className="col-12" onPointerEnter={want} onFocusCapture={want}>
        <div className="row g-4">
          <Example title={k('timeAndRange')} id="pickers-time-range">
            <div className="mb-3">
              <label className="form-label" htmlFor="picker-time">
                {k('timeLabel')}
              </label>
              <Suspense fallback={standIn('picker-time', timeText)}>{wanted ? <TimePicker id="picker-time" value={time} onChange={setTime} autoFocus={focused === 'picker-time'} describedBy="picker-time-help" /> : standIn('picker-time', timeText)}</Suspense>
              <div id="picker-time-help" className="form-text">
                {k('timeHelp')}
              </div>
            </div>
            <div>
              <label className="form-label" htmlFor="picker-range">
                {k('rangeLabel')}
              </label>
              <Suspense fallback={standIn('picker-range', rangeText)}>{wanted ? <RangePicker id="picker-range" start={start} end={end} onChange={setRange} autoFocus={focused === 'picker-range'} describedBy="picker-range-help" /> : standIn('picker-range', rangeText)}</Suspense>
              <div id="picker-range-help" className="form-text" aria-live="polite">
                {nights === null ? k('rangeHelp') : k('nights', { count: nights })}
              </div>
            </div>
          </Example>

          <Example title={k('inline')} id="pickers-inline">
            <Suspense fallback={<MonthGrid month={inline ?? today} selected={inline} onPick={setInline} isDayAllowed={isWeekday} onWant={want} />}>
              {wanted ? <InlinePicker value={inline} onChange={setInline} isDayAllowed={isWeekday} /> : <MonthGrid month={inline ?? today} selected={inline} onPick={setInline} isDayAllowed={isWeekday} onWant={want} />}
            </Suspense>
            <p className="form-text mb-0" aria-live="polite" data-testid="picker-inline-chosen">
              {inline ? k('chosen', { date: longDay.format(inline) }) : k('inlineHelp')}
            </p>
          </Example>
        </div>
      </div>
    </ElementPage>
  );
}
