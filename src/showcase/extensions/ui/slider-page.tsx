import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { DemoCard, DemoHeader } from './demo-card';
import { LoadOnIntent } from './load-on-intent';
import { SLIDERS, type SliderSpec } from './slider-specs';
import { RadixSlider, SliderPreview, type SliderViewProps } from './slider-view';
import './sliders.scss';

const byId = (id: string) => SLIDERS.find((spec) => spec.id === id)!;
const GROUPS: { key: string; ids: string[]; vertical?: boolean; wide?: boolean }[] = [
  { key: 'basic', ids: ['volume'] },
  { key: 'range', ids: ['price'] },
  { key: 'steps', ids: ['quality'] },
  { key: 'disabled', ids: ['locked'] },
  { key: 'vertical', ids: ['bass', 'middle', 'treble'], vertical: true, wide: true },
  { key: 'themed', ids: ['success', 'warning', 'danger'], wide: true },
  { key: 'direction', ids: ['rtl'], wide: true },
];

/** /extensions/slider: Radix sliders (single, range, steps, vertical, disabled, a direction of their own, colours), each value shown. */
export default function SliderPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`showcase.slider.${key}`, values);
  const dir = useDocumentDirection();
  const [values, setValues] = useState<Record<string, number[]>>(() => Object.fromEntries(SLIDERS.map((spec) => [spec.id, spec.initial])));
  const number = new Intl.NumberFormat(i18n.language);
  const euro = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const text = (spec: SliderSpec) => (value: number) => {
    if (spec.unit === 'euro') return euro.format(value);
    if (spec.unit === 'percent') return `${number.format(value)} %`;
    if (spec.unit === 'decibel') return `${value > 0 ? '+' : ''}${number.format(value)} dB`;
    return number.format(value);
  };

  const slider = (spec: SliderSpec) => {
    const value = values[spec.id];
    const labels = value.length > 1 ? [k(`label.${spec.id}Min`), k(`label.${spec.id}Max`)] : [k(`label.${spec.id}`)];
    const props: SliderViewProps = { spec, value, labels, valueText: text(spec), dir, onChange: (next) => setValues((all) => ({ ...all, [spec.id]: next })) };
    const vertical = spec.orientation === 'vertical';
    const shown = value.map(text(spec)).join(' – ');
    return (
      <div key={spec.id} className={vertical ? 'd-flex flex-column align-items-center gap-2' : 'mb-2'}>
        <div className={vertical ? 'd-flex flex-column align-items-center small' : 'd-flex justify-content-between gap-2 mb-2'}>
          <span className="fw-medium" id={`slider-${spec.id}-label`}>
            {k(`name.${spec.id}`)}
          </span>
          <output className="text-body-secondary" aria-labelledby={`slider-${spec.id}-label`} data-testid={`slider-${spec.id}-value`}>
            <bdi>{shown}</bdi>
          </output>
        </div>
        <LoadOnIntent preview={<SliderPreview {...props} />} className={vertical ? 'tb-slider-holder-vertical' : undefined}>
          <RadixSlider {...props} />
        </LoadOnIntent>
        {spec.id === 'quality' && (
          <div className="d-flex justify-content-between small text-body-secondary mt-1" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((step) => (
              <span key={step}>{k(`step.${step}`)}</span>
            ))}
          </div>
        )}
      </div>
    );
  };

  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.slider" introKey="showcase.slider.intro" />
      <p className="small text-body-secondary">{k('keyboard')}</p>
      <div className="row g-4">
        {GROUPS.map((group) => (
          <div key={group.key} className={group.wide ? 'col-md-6 col-xl-4' : 'col-md-6 col-xl-3'}>
            <DemoCard title={k(`group.${group.key}`)} text={k(`groupText.${group.key}`)}>
              <div className={group.vertical ? 'd-flex justify-content-around' : 'd-grid gap-3'}>{group.ids.map((id) => slider(byId(id)))}</div>
            </DemoCard>
          </div>
        ))}
      </div>
    </>
  );
}
