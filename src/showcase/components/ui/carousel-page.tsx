import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarouselViewProps } from './carousel-view';
import { DemoCard, ShowcasePage } from './showcase-page';
import { SlideArt } from './slide-art';

// The carousel's code arrives once the page is shown; until then each card shows its first slide.
const CarouselView = lazy(() => import('./carousel-view'));

const DEMOS: CarouselViewProps[] = [
  { id: 'captions' },
  { id: 'fade', fade: true },
  { id: 'plain', captions: false, indicators: false, interval: null },
  { id: 'indicators', captions: false },
];

function FirstSlide({ captions }: { captions?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="carousel slide">
      <div className="carousel-inner">
        <div className="carousel-item active">
          <SlideArt scene="dawn" />
          {captions !== false && (
            <div className="carousel-caption">
              <h3 className="h5">{t('showcase.components.carousel.scenes.dawn.title')}</h3>
              <p className="mb-0 d-none d-sm-block">{t('showcase.components.carousel.scenes.dawn.text')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** /components/carousel: drawn slides with captions and indicators, a fading one, one moved only by hand; pause on hover, arrow keys. */
export default function CarouselPage() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return (
    <ShowcasePage name="carousel">
      {DEMOS.map((demo) => (
        <DemoCard key={demo.id} title={t(`showcase.components.carousel.kinds.${demo.id}`)}>
          {ready ? (
            <Suspense fallback={<FirstSlide captions={demo.captions} />}>
              <CarouselView {...demo} />
            </Suspense>
          ) : (
            <FirstSlide captions={demo.captions} />
          )}
        </DemoCard>
      ))}
    </ShowcasePage>
  );
}
