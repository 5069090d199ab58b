import { lazy } from 'react';
import { percentOf, type SliderSpec } from './slider-specs';

export interface SliderViewProps {
  spec: SliderSpec;
  value: number[];
  onChange: (value: number[]) => void;
  /** The accessible name of each thumb. */
  labels: string[];
  valueText: (value: number) => string;
  dir: 'ltr' | 'rtl';
}

export const RadixSlider = lazy(() => import('./slider-controls'));

/**
 * The slider as Radix draws it, without Radix: what the page shows before a person comes to the sliders. Its
 * thumbs take focus (and hand it over to Radix's as it arrives); they announce their value.
 */
export function SliderPreview({ spec, value, labels, valueText, dir }: SliderViewProps) {
  const vertical = spec.orientation === 'vertical';
  const low = value.length > 1 ? percentOf(spec, value[0]) : 0;
  const high = percentOf(spec, value[value.length - 1]);
  const rangeStyle = vertical ? { bottom: `${low}%`, top: `${100 - high}%` } : { insetInlineStart: `${low}%`, insetInlineEnd: `${100 - high}%` };
  return (
    <span className={`tb-slider tb-slider-${spec.tone ?? 'primary'}`} dir={spec.dir ?? dir} data-orientation={vertical ? 'vertical' : 'horizontal'} data-disabled={spec.disabled ? '' : undefined} aria-disabled={spec.disabled || undefined}>
      <span className="tb-slider-track" data-orientation={vertical ? 'vertical' : 'horizontal'}>
        <span className="tb-slider-range" data-orientation={vertical ? 'vertical' : 'horizontal'} style={rangeStyle} />
      </span>
      {value.map((v, i) => (
        <span
          key={i}
          className="tb-slider-preview-thumb"
          style={vertical ? { bottom: `${percentOf(spec, v)}%` } : { insetInlineStart: `${percentOf(spec, v)}%` }}
        >
          <span
            className="tb-slider-thumb"
            role="slider"
            tabIndex={spec.disabled ? undefined : 0}
            aria-label={labels[i]}
            aria-valuemin={spec.min}
            aria-valuemax={spec.max}
            aria-valuenow={v}
            aria-valuetext={valueText(v)}
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            aria-disabled={spec.disabled || undefined}
            data-focus-key={`${spec.id}-${i}`}
          />
        </span>
      ))}
    </span>
  );
}
