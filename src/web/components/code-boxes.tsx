import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import './code-boxes.scss';

interface CodeBoxesProps {
  /** The digits typed so far, as one string (at most `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Called once all the boxes are filled. */
  onComplete?: (value: string) => void;
  length?: number;
  /** The group's accessible name; each box adds its position. */
  label: string;
  boxLabel: (position: number, of: number) => string;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  idPrefix?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit of a one-time code: typing moves to the next box, Backspace on an empty box goes back,
 * the arrows move, and a whole code pasted (or filled in by the phone) lands in every box at once.
 */
export function CodeBoxes({ value, onChange, onComplete, length = 6, label, boxLabel, invalid, disabled, describedBy, autoFocus, idPrefix = 'code' }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Writes `digits` from box `from` on, keeping what is before it. */
  function put(from: number, digits: string) {
    const next = (value.slice(0, from) + digits + value.slice(from + digits.length)).slice(0, length);
    onChange(next);
    focusBox(from + digits.length);
    if (next.length === length && digitsOf(next).length === length) onComplete?.(next);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1) + value.slice(index));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const forward = (event.key === 'ArrowRight') === (document.documentElement.dir !== 'rtl');
      focusBox(index + (forward ? 1 : -1));
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    put(digits.length >= length ? 0 : index, digits.slice(0, length));
  }

  return (
    <div className="tb-code-boxes" role="group" aria-label={label} dir="ltr">
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={index === 0 ? `${idPrefix}-0` : undefined}
          className={`form-control tb-code-box${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? length : 1}
          aria-label={boxLabel(index + 1, length)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          value={value[index] ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const digits = digitsOf(event.currentTarget.value);
            if (!digits) {
              onChange(value.slice(0, index) + value.slice(index + 1));
              return;
            }
            // The phone's autofill puts the whole code in the first box; a typed digit replaces the box's own.
            put(digits.length >= length ? 0 : index, digits.length > 1 && digits.length < length ? digits.slice(-1) : digits.slice(0, length));
          }}
        />
      ))}
    </div>
  );
}
