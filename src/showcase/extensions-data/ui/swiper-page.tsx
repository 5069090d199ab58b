import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { Slide, SCENES } from './slide-art';
import { SWIPER_DEMOS, type SwiperDemoKind } from './swiper-kinds';
import './extensions-data.scss';

const SwiperDemo = lazy(() => import('./swiper-demos'));
const WAKE_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'scroll', 'touchstart', 'wheel'] as const;

/** True from the person's first sign of being on the page (pointer, key, focus, scroll, touch). */
function usePersonHere() {
  const [here, setHere] = useState(false);
  useEffect(() => {
    if (here) return;
    const wake = () => setHere(true);
    for (const event of WAKE_EVENTS) window.addEventListener(event, wake, { once: true, passive: true, capture: true });
    return () => {
      for (const event of WAKE_EVENTS) window.removeEventListener(event, wake, { capture: true });
    };
  }, [here]);
  return here;
}

/** What a carousel shows before Swiper is there: its first slides, as they will stand. */
function StillSlides({ kind }: { kind: SwiperDemoKind }) {
  const shown = kind === 'multiple' ? 3 : 1;
  return (
    <div className={`tb-still-slides tb-still-${shown}`} dir={kind === 'rtl' ? 'rtl' : undefined}>
      {Array.from({ length: shown }, (_, i) => (
        <Slide key={i} index={i} count={SCENES.length} />
      ))}
    </div>
  );
}

/**
 * /extensions/swiper: Swiper's carousels (navigation, pagination, progress, several per view, centred, autoplay, lazy
 * images, RTL, keyboard). Swiper comes once the person is on the page; until then each carousel shows its first slides.
 */
export default function SwiperPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('showcase.extData.swiper.title'));
  const here = usePersonHere();
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.extData.swiper.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.extData.swiper.intro')}</p>
      </header>
      <div className="row g-4">
        {SWIPER_DEMOS.map((kind) => {
          const title = t(`showcase.extData.swiper.demos.${kind}.title`);
          return (
            <section key={kind} className={kind === 'multiple' || kind === 'centred' ? 'col-12' : 'col-12 col-xl-6'} aria-labelledby={`tb-swiper-${kind}`}>
              <div className="card h-100">
                <div className="card-body">
                  <h2 id={`tb-swiper-${kind}`} className="h5 mb-1">
                    {title}
                  </h2>
                  <p className="text-body-secondary small">{t(`showcase.extData.swiper.demos.${kind}.note`)}</p>
                  <div className="tb-swiper" data-kind={kind}>
                    {here ? (
                      <Suspense fallback={<StillSlides kind={kind} />}>
                        <SwiperDemo kind={kind} label={title} />
                      </Suspense>
                    ) : (
                      <StillSlides kind={kind} />
                    )}
                  </div>
                </div>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
