import { lazy, startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementPage, Example } from './element-page';
import { cardBrand, dateOrder } from './mask-locale';
import type { MaskKind } from './masked-input';

// react-imask arrives when a person comes to the fields (pointer or focus), not with the page.
const MaskedInput = lazy(() => import('./masked-input'));

const FIELDS: { kind: MaskKind; section: 'contact' | 'numbers' }[] = [
  { kind: 'phone', section: 'contact' },
  { kind: 'card', section: 'contact' },
  { kind: 'date', section: 'contact' },
  { kind: 'time', section: 'contact' },
  { kind: 'numeral', section: 'numbers' },
  { kind: 'price', section: 'numbers' },
  { kind: 'percent', section: 'numbers' },
];

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' } as const;

/** /forms/elements/input-mask: phone, card (its brand told), date and time in the language's order, numbers with its separators, prefix and suffix. */
export default function InputMaskPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`showcase.formElements.inputMask.${key}`, options);
  const [wanted, setWanted] = useState(false);
  const [values, setValues] = useState<Record<string, { value: string; raw: string }>>({});
  const [focused, setFocused] = useState<string | null>(null);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const { order, separator } = dateOrder(i18n.language);
  const dateHint = order.map((part) => k(`dateParts.${part}`)).join(separator);
  const brand = cardBrand((values.card?.raw ?? values.card?.value ?? '').replace(/\D/g, ''));

  const field = (kind: MaskKind) => {
    const id = `mask-${kind}`;
    const current = values[kind] ?? { value: '', raw: '' };
    const describedBy = `${id}-help`;
    const set = (value: string, raw: string) => setValues((all) => ({ ...all, [kind]: { value, raw } }));
    const plain = <input id={id} className="form-control" inputMode="numeric" autoComplete="off" value={current.value} aria-describedby={describedBy} onChange={(event) => set(event.target.value, event.target.value)} onFocus={() => setFocused(id)} />;
    return (
      <div className="mb-3" key={kind}>
        <label className="form-label" htmlFor={id}>
          {k(`labels.${kind}`)}
        </label>
        <div className={kind === 'card' ? 'd-flex align-items-center gap-2' : undefined}>
          <div className="flex-grow-1">
            <Suspense fallback={plain}>{wanted ? <MaskedInput id={id} kind={kind} value={current.value} onAccept={set} autoFocus={focused === id} describedBy={describedBy} /> : plain}</Suspense>
          </div>
          {kind === 'card' && (
            <span className={`badge ${brand ? 'text-bg-primary' : 'text-bg-secondary'}`} data-testid="card-brand" aria-live="polite">
              {brand ? BRAND_NAMES[brand] : k('noBrand')}
            </span>
          )}
        </div>
        <div id={describedBy} className="form-text">
          {kind === 'date' ? k('help.date', { format: dateHint }) : k(`help.${kind}`)}
          {current.raw && kind !== 'date' && kind !== 'time' && (
            <>
              {' · '}
              {k('raw', { raw: current.raw })}
            </>
          )}
        </div>
      </div>
    );
  };

  return (
    <ElementPage name="inputMask">
      <div className="col-12" onPointerEnter={want} onFocusCapture={want}>
        <div className="row g-4">
          <Example title={k('contact')} id="mask-contact">
            {FIELDS.filter((f) => f.section === 'contact').map((f) => field(f.kind))}
          </Example>
          <Example title={k('numbers')} id="mask-numbers">
            {FIELDS.filter((f) => f.section === 'numbers').map((f) => field(f.kind))}
            <p className="small text-body-secondary mb-0">{k('numbersNote')}</p>
          </Example>
        </div>
      </div>
    </ElementPage>
  );
}
