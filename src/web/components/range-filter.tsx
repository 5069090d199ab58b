import { useId, useState } from 'react';
import { LazyDateInput } from './form/lazy-date-input';

interface Props {
  /** Names the pair (the fieldset's legend). */
  label: string;
  /** What each end is called ("From", "To"). */
  ends: { from: string; to: string };
  kind: 'number' | 'date';
  from: number | string | undefined;
  to: number | string | undefined;
  /** A changed end: a whole number or an ISO day, `undefined` when emptied. */
  onChange: (end: 'from' | 'to', value: number | string | undefined) => void;
  min?: number;
  max?: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One end of a number range: what is typed shows at once; the list hears of it when it is a whole number (or empty). */
function NumberEnd({ id, value, onChange, min, max }: { id: string; value: number | undefined; onChange: (value: number | undefined) => void; min?: number; max?: number }) {
  const held = value === undefined ? '' : String(value);
  const [text, setText] = useState(held);
  const [seen, setSeen] = useState(held);
  // The URL changed on its own (Reset, Back): show its value.
  if (seen !== held) {
    setSeen(held);
    if (text !== held) setText(held);
  }
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      className="form-control form-control-sm"
      min={min}
      max={max}
      step={1}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const raw = e.target.value.trim();
        if (raw === '') onChange(undefined);
        else if (/^\d+$/.test(raw) && (max === undefined || Number(raw) <= max)) onChange(Number(raw));
      }}
    />
  );
}

/**
 * A range filter: two ends, numbers or days (the kit's date input, in the interface language), either one may be left
 * open. Each end is labelled; the pair is a fieldset named by `label`.
 */
export function RangeFilter({ label, ends, kind, from, to, onChange, min, max }: Props) {
  const id = useId();
  const end = (which: 'from' | 'to') => {
    const value = which === 'from' ? from : to;
    const inputId = `${id}-${which}`;
    return (
      <div className="tb-range-end">
        <label htmlFor={inputId} className="form-label small text-body-secondary mb-1">
          {ends[which]}
        </label>
        {kind === 'number' ? (
          <NumberEnd id={inputId} value={value as number | undefined} min={min} max={max} onChange={(next) => onChange(which, next)} />
        ) : (
          <LazyDateInput
            id={inputId}
            value={(value as string | undefined) ?? ''}
            onChange={(next) => {
              if (next === '') onChange(which, undefined);
              else if (ISO_DAY.test(next)) onChange(which, next);
            }}
          />
        )}
      </div>
    );
  };
  return (
    <fieldset className="tb-range-filter">
      <legend className="form-label small fw-semibold mb-1">{label}</legend>
      <div className="d-flex gap-2">
        {end('from')}
        {end('to')}
      </div>
    </fieldset>
  );
}
