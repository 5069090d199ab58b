import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateInputProps } from './date-input';
import { dateOfValue, type DateKind } from './date-value';
import { valueOfTyped } from './typed-date';

// The picker (react-datepicker and the date-fns locales) arrives when a person comes to the field, not with the page.
const DateInput = lazy(() => import('./date-input').then((m) => ({ default: m.DateInput })));

/** A held value as the picker writes it (`P`, `P p`): `03/11/2026`, `11/03/2026 9:00 AM`, `03.11.2026 09:00`. */
export function pickerText(value: string, kind: DateKind, language: string): string {
  const date = dateOfValue(value, kind);
  if (!date) return value;
  // Intl puts direction marks between an Arabic date's parts; the picker writes none (the field isolates the text).
  const write = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options).format(date).replace(/[\u200e\u200f\u061c]/g, '');
  const day = write({ day: '2-digit', month: '2-digit', year: 'numeric' });
  if (kind === 'date') return day;
  // As date-fns writes each interface language's time (`p`): only English on a 12-hour clock.
  const twelveHours = language === 'en';
  return `${day} ${write({ hour: twelveHours ? 'numeric' : '2-digit', minute: '2-digit', hourCycle: twelveHours ? 'h12' : 'h23' })}`;
}

/**
 * The kit's date input as a form shows it: the value in the language's format at once, the picker loaded when
 * the pointer comes over the field or it takes focus. What is typed meanwhile is read at once and handed to the picker.
 */
export function LazyDateInput(props: DateInputProps) {
  const { i18n } = useTranslation();
  const { id, name, value, kind = 'date', isInvalid = false, onChange, onBlur, inputRef, disabled } = props;
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  // The input the picker's takes the place of: it hands over the caret or selection (text selected to be typed
  // over is typed over, not added to). Kept after it leaves the page, for the picker to read as it arrives.
  const plainInput = useRef<HTMLInputElement | null>(null);
  // Typed text is read here as it is typed, as the picker reads it, so what the form holds never waits for the picker.
  const type = (text: string) => {
    setTyped(text);
    const held = valueOfTyped(text, i18n.language, kind);
    if (held !== undefined) onChange(held);
  };
  // Left (or Enter): text that is no date is held as typed, for the form's schema to refuse with the field's message.
  const settle = () => {
    if (typed === undefined) return;
    if (valueOfTyped(typed, i18n.language, kind) === undefined) onChange(typed.trim());
    setTyped(undefined);
  };
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };

  const plain = (
    <div className={`tb-date-input${isInvalid ? ' is-invalid' : ''}`}>
      <input
        id={id}
        name={name}
        ref={(input) => {
          if (input) plainInput.current = input;
          inputRef?.(input);
        }}
        type="text"
        autoComplete="off"
        disabled={disabled}
        className={`form-control${isInvalid ? ' is-invalid' : ''}`}
        value={typed ?? pickerText(value, kind, i18n.language)}
        onChange={(event) => type(event.target.value)}
        onPointerOver={want}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onKeyDown={(event) => {
          // As in the picker: Enter takes the typed date; it does not send the form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          settle();
        }}
        onBlur={() => {
          setFocused(false);
          settle();
          onBlur?.();
        }}
        aria-invalid={isInvalid ? 'true' : undefined}
        aria-describedby={props['aria-describedby']}
        aria-required={props['aria-required'] ? 'true' : undefined}
      />
    </div>
  );
  // Within a transition the field stays as it is (focus and text too) until the picker is there.
  return <Suspense fallback={plain}>{wanted ? <DateInput {...props} typedBefore={typed} focusOnMount={focused} selectionBefore={plainInput} /> : plain}</Suspense>;
}
