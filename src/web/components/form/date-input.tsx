import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { datePickerLabels } from './date-picker-labels';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES } from './date-locales';
import { dateOfValue, valueOfDate, type DateKind } from './date-value';
import { valueOfTyped } from './typed-date';
import 'react-datepicker/dist/react-datepicker.css';
import './date-input.scss';

for (const [code, locale] of Object.entries(DATE_LOCALES)) registerLocale(code, locale);

export interface DateInputProps {
  id: string;
  /** An ISO day (`date`) or an ISO instant (`date-time`), `''` when empty, or text typed that is no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  kind?: DateKind;
  isInvalid?: boolean;
  name?: string;
  /** react-hook-form's field ref: the form focuses the input when it is the first field in error. */
  inputRef?: (input: HTMLInputElement | null) => void;
  'aria-describedby'?: string;
  'aria-required'?: true;
  /** Text typed before the picker arrived (see LazyDateInput): read as if typed here. */
  typedBefore?: string;
  /** The field had focus while the picker loaded: it keeps it. */
  focusOnMount?: boolean;
  /** With focusOnMount: the input the picker takes the place of, whose caret or selection it takes over. */
  selectionBefore?: { readonly current: HTMLInputElement | null };
  /** The first and last days the calendar offers, as ISO days (typed dates outside are the form's to refuse). */
  min?: string;
  max?: string;
  /** Days the calendar does not offer (weekends, holidays): false for those. */
  isDayAllowed?: (day: Date) => boolean;
  disabled?: boolean;
}

/**
 * The kit's date and date-time input, picked or typed in the interface language (not the browser's): its
 * format, month names and first weekday. Typed text is read as it is typed; on leaving the field or Enter,
 * text that is no date is kept, so the form's schema shows the field's error instead of losing it.
 * Forms use it through `DateField` / `DateTimeField`, which load it with `LazyDateInput`.
 */
export function DateInput({ id, value, onChange, onBlur, kind = 'date', isInvalid = false, name, inputRef, typedBefore, focusOnMount = false, selectionBefore, min, max, isDayAllowed, disabled, ...aria }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const selected = dateOfValue(value, kind);
  // What is being typed, until the field is left; null shows the held value in the language's format.
  const [typing, setTyping] = useState<string | null>(focusOnMount ? (typedBefore ?? null) : null);
  const picker = useRef<{ input?: HTMLInputElement | null; setPreSelection?: (date: Date) => void } | null>(null);
  const shown = typing ?? (value && !selected ? value : undefined);

  const type = (text: string) => {
    setTyping(text);
    const held = valueOfTyped(text, language, kind);
    if (held !== undefined) onChange(held);
    // The open calendar turns to the month being typed.
    const date = held ? dateOfValue(held, kind) : null;
    if (date) picker.current?.setPreSelection?.(date);
  };
  // The typed text is settled: a date is shown in the language's format, other text is held for the schema.
  const settle = () => {
    if (typing === null) return;
    if (valueOfTyped(typing, language, kind) === undefined) onChange(typing.trim());
    setTyping(null);
  };

  // Before anything else is typed: the picker's input, focused on mount, takes the caret or selection over.
  useLayoutEffect(() => {
    const before = selectionBefore?.current;
    const input = picker.current?.input;
    if (focusOnMount && before && input && document.activeElement === input) input.setSelectionRange(before.selectionStart, before.selectionEnd);
    // Only as the picker arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      className={`tb-date-input${isInvalid ? ' is-invalid' : ''}`}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        settle();
        onBlur?.();
      }}
    >
      <DatePicker
        id={id}
        name={name}
        ref={(instance) => {
          picker.current = instance as unknown as typeof picker.current;
          inputRef?.(picker.current?.input ?? null);
        }}
        selected={selected}
        value={shown}
        onChangeRaw={(event) => {
          // Typing is read here, in the interface language; clicks in the calendar go on to onChange.
          if (!(event?.target instanceof HTMLInputElement) || event.type !== 'change') return;
          event.preventDefault();
          type(event.target.value);
        }}
        onChange={(date: Date | null) => {
          setTyping(null);
          onChange(date ? valueOfDate(date, kind) : '');
        }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'Enter') settle();
        }}
        showTimeSelect={kind === 'date-time'}
        timeIntervals={15}
        timeCaption={t('common.time')}
        {...datePickerLabels(t)}
        dateFormat={kind === 'date-time' ? 'P p' : 'P'}
        locale={i18n.language}
        className={`form-control${isInvalid ? ' is-invalid' : ''}`}
        wrapperClassName="d-block"
        popperClassName="tb-date-popper"
        showPopperArrow={false}
        ariaInvalid={isInvalid ? 'true' : undefined}
        ariaDescribedBy={aria['aria-describedby']}
        ariaRequired={aria['aria-required'] ? 'true' : undefined}
        autoComplete="off"
        autoFocus={focusOnMount}
        minDate={dateOfValue(min, 'date') ?? undefined}
        maxDate={dateOfValue(max, 'date') ?? undefined}
        filterDate={isDayAllowed}
        disabled={disabled}
      />
    </div>
  );
}
