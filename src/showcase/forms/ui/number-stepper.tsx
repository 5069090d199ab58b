import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';

export interface NumberStepperProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  initial: number;
  size?: 'sm' | 'lg';
  disabled?: boolean;
  /** Shown after the number (a unit: kg, %). */
  unit?: string;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * A number between `min` and `max` by `step`: the buttons, the arrow keys (Page Up/Down ten steps, Home/End the
 * limits) or typed, in the interface language's format. Out-of-range or unreadable text is corrected on leaving.
 */
export function NumberStepper({ id, label, min, max, step = 1, initial, size, disabled = false, unit }: NumberStepperProps) {
  const { t, i18n } = useTranslation();
  const decimals = decimalsOf(step);
  const format = (n: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(n);
  const [value, setValue] = useState(initial);
  const [typed, setTyped] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, Number(n.toFixed(decimals))));
  const set = (n: number) => {
    setTyped(null);
    setValue(clamp(n));
  };
  const read = (text: string) => {
    const decimal = new Intl.NumberFormat(i18n.language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    const normal = text.trim().replace(decimal, '.').replace(',', '.');
    const n = Number(normal);
    return normal !== '' && Number.isFinite(n) ? n : null;
  };
  const settle = () => {
    if (typed === null) return;
    const n = read(typed);
    set(n === null ? value : Math.round(n / step) * step);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => number> = {
      ArrowUp: () => value + step,
      ArrowDown: () => value - step,
      PageUp: () => value + step * 10,
      PageDown: () => value - step * 10,
      Home: () => min,
      End: () => max,
    };
    if (event.key === 'Enter') return settle();
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set(move());
  };
  const sizeClass = size ? ` input-group-${size}` : '';
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className={`input-group tb-stepper${sizeClass}`}>
        <button type="button" className="btn btn-outline-secondary" onClick={() => set(value - step)} disabled={disabled || value <= min} aria-label={t('showcase.formElements.numberInput.decrease', { label })} aria-controls={id}>
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={id}
          type="text"
          inputMode={decimals ? 'decimal' : 'numeric'}
          role="spinbutton"
          className="form-control text-center"
          value={typed ?? format(value)}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={unit ? `${format(value)} ${unit}` : undefined}
          aria-describedby={`${id}-range`}
          disabled={disabled}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={settle}
          onKeyDown={onKeyDown}
        />
        {unit && <span className="input-group-text">{unit}</span>}
        <button type="button" className="btn btn-outline-secondary" onClick={() => set(value + step)} disabled={disabled || value >= max} aria-label={t('showcase.formElements.numberInput.increase', { label })} aria-controls={id}>
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
      <div id={`${id}-range`} className="form-text">
        {t('showcase.formElements.numberInput.range', { min: format(min), max: format(max), step: format(step) })}
      </div>
    </div>
  );
}
