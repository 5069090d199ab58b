// Swiper and its stylesheets: loaded once the person is on the page, not with it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Slide, sceneImage, SCENES } from './slide-art';
import type { SwiperDemoKind } from './swiper-kinds';

const COUNT = SCENES.length;
const slides = (count = COUNT) => Array.from({ length: count }, (_, i) => i);

/** The options of each demo. */
const OPTIONS: Record<Exclude<SwiperDemoKind, 'autoplay' | 'lazy'>, SwiperProps> = {
  default: {},
  navigation: { navigation: true },
  pagination: { pagination: { clickable: true, dynamicBullets: true } },
  progress: { navigation: true, pagination: { type: 'progressbar' } },
  multiple: { navigation: true, pagination: { clickable: true }, spaceBetween: 16, slidesPerView: 1, breakpoints: { 576: { slidesPerView: 2 }, 992: { slidesPerView: 3 } } },
  centred: { navigation: true, centeredSlides: true, loop: true, spaceBetween: 16, slidesPerView: 1.3, breakpoints: { 768: { slidesPerView: 1.8 }, 1200: { slidesPerView: 2.4 } } },
  rtl: { navigation: true, pagination: { clickable: true } },
  keyboard: { keyboard: { enabled: true, onlyInViewport: true }, navigation: true, pagination: { clickable: true } },
};

function useA11y() {
  const { t } = useTranslation();
  return {
    prevSlideMessage: t('showcase.extData.swiper.previous'),
    nextSlideMessage: t('showcase.extData.swiper.next'),
    firstSlideMessage: t('showcase.extData.swiper.first'),
    lastSlideMessage: t('showcase.extData.swiper.last'),
    paginationBulletMessage: t('showcase.extData.swiper.goTo', { index: '{{index}}' }),
    slideLabelMessage: '{{index}} / {{slidesLength}}',
    containerRoleDescriptionMessage: t('showcase.extData.swiper.carousel'),
    itemRoleDescriptionMessage: t('showcase.extData.swiper.slide'),
  };
}

/** Slides that move on their own (paused under the pointer, or by the button), with the time to the next one as a bar. */
function AutoplayDemo({ label }: { label: string }) {
  const { t } = useTranslation();
  const a11y = useA11y();
  const swiper = useRef<SwiperInstance | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(true);
  const toggle = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.pause();
    else autoplay.resume();
    setPlaying(!playing);
  };
  return (
    <>
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        a11y={a11y}
        aria-label={label}
        autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        loop
        navigation
        pagination={{ clickable: true }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        // Every frame: drawn straight on the bar rather than through a render of the carousel.
        onAutoplayTimeLeft={(_s, _ms, progress) => {
          if (bar.current) bar.current.style.inlineSize = `${(1 - progress) * 100}%`;
        }}
      >
        {slides().map((i) => (
          <SwiperSlide key={i}>
            <Slide index={i} count={COUNT} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="d-flex align-items-center gap-3 mt-3">
        <button type="button" className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-2" onClick={toggle}>
          {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
          {playing ? t('showcase.extData.swiper.pause') : t('showcase.extData.swiper.play')}
        </button>
        <div className="progress flex-grow-1 tb-autoplay-time" aria-hidden="true">
          <div ref={bar} className="progress-bar" />
        </div>
      </div>
    </>
  );
}

/** Slides whose images the browser fetches only as they come into view, with Swiper's loader meanwhile. */
function LazyDemo({ label }: { label: string }) {
  const { t } = useTranslation();
  const a11y = useA11y();
  return (
    <Swiper modules={[A11y, Navigation, Pagination]} a11y={a11y} aria-label={label} navigation pagination={{ clickable: true }}>
      {slides().map((i) => (
        <SwiperSlide key={i}>
          <figure className="tb-slide mb-0">
            <img src={sceneImage(i)} loading="lazy" className="tb-slide-art" alt={t(`showcase.extData.swiper.scenes.${SCENES[i].key}`)} width={800} height={450} />
            <div className="swiper-lazy-preloader" aria-hidden="true" />
            <figcaption className="tb-slide-caption">
              <span dir="ltr">
                {i + 1} / {COUNT}
              </span>
            </figcaption>
          </figure>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** One demo carousel of the page, by kind. */
export default function SwiperDemo({ kind, label }: { kind: SwiperDemoKind; label: string }) {
  const a11y = useA11y();
  if (kind === 'autoplay') return <AutoplayDemo label={label} />;
  if (kind === 'lazy') return <LazyDemo label={label} />;
  return (
    <Swiper modules={[A11y, Keyboard, Navigation, Pagination]} a11y={a11y} aria-label={label} dir={kind === 'rtl' ? 'rtl' : undefined} {...OPTIONS[kind]}>
      {slides().map((i) => (
        <SwiperSlide key={i}>
          <Slide index={i} count={COUNT} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
