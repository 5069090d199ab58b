import * as Slider from '@radix-ui/react-slider';
import type { SliderViewProps } from './slider-view';

/** The sliders drawn by Radix: pointer, keyboard (arrows, Page Up/Down, Home/End), direction and orientation. */
export default function RadixSlider({ spec, value, onChange, labels, valueText, dir }: SliderViewProps) {
  return (
    <Slider.Root
      className={`tb-slider tb-slider-${spec.tone ?? 'primary'}`}
      min={spec.min}
      max={spec.max}
      step={spec.step}
      value={value}
      onValueChange={onChange}
      orientation={spec.orientation ?? 'horizontal'}
      disabled={spec.disabled}
      dir={spec.dir ?? dir}
      minStepsBetweenThumbs={spec.gap}
    >
      <Slider.Track className="tb-slider-track">
        <Slider.Range className="tb-slider-range" />
      </Slider.Track>
      {value.map((v, i) => (
        <Slider.Thumb key={i} className="tb-slider-thumb" aria-label={labels[i]} aria-valuetext={valueText(v)} data-focus-key={`${spec.id}-${i}`} />
      ))}
    </Slider.Root>
  );
}
