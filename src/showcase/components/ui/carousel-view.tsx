import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Carousel from 'react-bootstrap/Carousel';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { SCENES, SlideArt } from './slide-art';

export interface CarouselViewProps {
  id: string;
  fade?: boolean;
  indicators?: boolean;
  captions?: boolean;
  /** Milliseconds between slides, or null to move only when asked. */
  interval?: number | null;
}

/**
 * A carousel of the drawn scenes: it pauses while the pointer is over it (and with the button), and the arrow
 * keys move it the way the page reads (in right-to-left the right arrow goes back).
 */
export default function CarouselView({ id, fade, indicators = true, captions = true, interval = 5000 }: CarouselViewProps) {
  const { t } = useTranslation();
  const rtl = useDocumentDirection() === 'rtl';
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(interval !== null);
  const step = (by: number) => setIndex((index + by + SCENES.length) % SCENES.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  return (
    <div className="tb-carousel" role="region" aria-roledescription={t('showcase.components.carousel.roleDescription')} aria-label={t(`showcase.components.carousel.kinds.${id}`)} onKeyDown={onKeyDown}>
      <Carousel
        id={`carousel-${id}`}
        activeIndex={index}
        onSelect={setIndex}
        fade={fade}
        indicators={indicators}
        indicatorLabels={SCENES.map((_, i) => t('showcase.components.carousel.goTo', { n: i + 1 }))}
        interval={playing ? interval : null}
        pause="hover"
        keyboard={false}
        prevLabel={t('showcase.components.carousel.previous')}
        nextLabel={t('showcase.components.carousel.next')}
        tabIndex={0}
      >
        {SCENES.map((scene, i) => (
          <Carousel.Item key={scene} aria-label={t('showcase.components.carousel.slideOf', { n: i + 1, total: SCENES.length })} role="group" aria-roledescription={t('showcase.components.carousel.slide')}>
            <SlideArt scene={scene} />
            {captions && (
              <Carousel.Caption>
                <h3 className="h5">{t(`showcase.components.carousel.scenes.${scene}.title`)}</h3>
                <p className="mb-0 d-none d-sm-block">{t(`showcase.components.carousel.scenes.${scene}.text`)}</p>
              </Carousel.Caption>
            )}
          </Carousel.Item>
        ))}
      </Carousel>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <span className="small text-body-secondary" aria-live="polite" data-testid={`carousel-${id}-position`}>
          {t('showcase.components.carousel.slideOf', { n: index + 1, total: SCENES.length })}
        </span>
        {interval !== null && (
          <button type="button" className="btn btn-sm btn-outline-secondary" aria-pressed={!playing} onClick={() => setPlaying(!playing)}>
            {t(playing ? 'showcase.components.carousel.pause' : 'showcase.components.carousel.play')}
          </button>
        )}
      </div>
    </div>
  );
}
