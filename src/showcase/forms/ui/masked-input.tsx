import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IMask, IMaskInput } from 'react-imask';
import { cardBrand, dateOrder, numberSeparators } from './mask-locale';

export type MaskKind = 'phone' | 'card' | 'date' | 'time' | 'numeral' | 'price' | 'percent';

export interface MaskedInputProps {
  id: string;
  kind: MaskKind;
  value: string;
  onAccept: (value: string, raw: string) => void;
  autoFocus?: boolean;
  describedBy: string;
}

const CARD_FORMATS = {
  amex: '0000 000000 00000',
  visa: '0000 0000 0000 0000',
  mastercard: '0000 0000 0000 0000',
  discover: '0000 0000 0000 0000',
  other: '0000 0000 0000 0000',
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The mask options of each kind, in the interface language (its number separators, its date order). */
function maskOptions(kind: MaskKind, language: string) {
  const { group, decimal } = numberSeparators(language);
  const number = { mask: Number, thousandsSeparator: group, radix: decimal, mapToRadix: group === '.' ? [] : ['.'], scale: 2, normalizeZeros: true, padFractionalZeros: false };
  switch (kind) {
    case 'phone':
      return { mask: '+00 000 000 000' };
    case 'card':
      return {
        mask: Object.entries(CARD_FORMATS).map(([brand, mask]) => ({ mask, brand })),
        dispatch: (appended: string, masked: { value: string; compiledMasks: ({ brand: string } & object)[] }) => {
          const digits = (masked.value + appended).replace(/\D/g, '');
          const brand = cardBrand(digits) ?? 'other';
          return masked.compiledMasks.find((m) => m.brand === brand);
        },
      };
    case 'date': {
      const { order, separator } = dateOrder(language);
      const letter = { day: 'd', month: 'm', year: 'Y' } as const;
      return {
        mask: Date,
        pattern: order.map((part) => `${letter[part]}`).join(`{${separator}}\``),
        format: (date: Date | null) => (date ? order.map((part) => (part === 'day' ? pad(date.getDate()) : part === 'month' ? pad(date.getMonth() + 1) : pad(date.getFullYear(), 4))).join(separator) : ''),
        parse: (text: string) => {
          const values = text.split(separator).map(Number);
          const at = (part: 'day' | 'month' | 'year') => values[order.indexOf(part)];
          return new Date(at('year'), at('month') - 1, at('day'));
        },
        min: new Date(1900, 0, 1),
        max: new Date(2099, 11, 31),
        autofix: true,
      };
    }
    case 'time':
      return { mask: 'HH:MM', blocks: { HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 }, MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 } } };
    case 'numeral':
      return number;
    case 'price':
      return { mask: '€ num', lazy: true, blocks: { num: number } };
    case 'percent':
      return { mask: 'num %', blocks: { num: { ...number, min: 0, max: 100 } } };
  }
}

/** A text input with one of the page's masks (react-imask), formatting what is typed as it is typed. */
export default function MaskedInput({ id, kind, value, onAccept, autoFocus, describedBy }: MaskedInputProps) {
  const { i18n } = useTranslation();
  const options = useMemo(() => maskOptions(kind, i18n.language), [kind, i18n.language]);
  return (
    <IMaskInput
      // A new language is a new mask.
      key={i18n.language}
      {...(options as object)}
      id={id}
      className="form-control"
      inputMode={kind === 'numeral' || kind === 'price' || kind === 'percent' ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={value}
      autoFocus={autoFocus}
      aria-describedby={describedBy}
      onAccept={(accepted: string, mask: { unmaskedValue: string }) => onAccept(accepted, mask.unmaskedValue)}
    />
  );
}
