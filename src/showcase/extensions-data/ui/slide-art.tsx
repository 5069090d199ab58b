import { useTranslation } from 'react-i18next';

/** The slides' scenes, each in a theme colour. */
export const SCENES = [
  { key: 'mountains', colour: 'primary' },
  { key: 'lake', colour: 'info' },
  { key: 'desert', colour: 'warning' },
  { key: 'forest', colour: 'success' },
  { key: 'city', colour: 'secondary' },
  { key: 'coast', colour: 'danger' },
] as const;

/** A scene drawn here in the theme's colours: sky, sun and two ridges. */
function Scene({ index }: { index: number }) {
  const { colour } = SCENES[index % SCENES.length];
  const shift = (index * 37) % 120;
  return (
    <svg viewBox="0 0 400 225" className="tb-slide-art" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="400" height="225" fill={`var(--bs-${colour}-bg-subtle)`} />
      <circle cx={80 + shift * 2} cy={60} r={26} fill="var(--bs-warning)" opacity="0.85" />
      <path d={`M0 170 L${90 + shift} 90 L${190 + shift} 160 L${270 + shift / 2} 110 L400 175 V225 H0 Z`} fill={`var(--bs-${colour})`} opacity="0.55" />
      <path d={`M0 200 Q${100 + shift} 150 200 190 T400 185 V225 H0 Z`} fill={`var(--bs-${colour})`} />
    </svg>
  );
}

/** A slide: its scene and caption ("2 / 6 · Lake"). */
export function Slide({ index, count }: { index: number; count: number }) {
  const { t } = useTranslation();
  return (
    <figure className="tb-slide mb-0">
      <Scene index={index} />
      <figcaption className="tb-slide-caption">
        <span className="badge text-bg-dark" dir="ltr">
          {index + 1} / {count}
        </span>{' '}
        {t(`showcase.extData.swiper.scenes.${SCENES[index % SCENES.length].key}`)}
      </figcaption>
    </figure>
  );
}

// Fixed colours: an image cannot read the page's variables.
const IMAGE_COLOURS = [
  ['#e7e4ff', '#6d5dfc'],
  ['#dff4fb', '#1f8fb3'],
  ['#fff3d6', '#c98a00'],
  ['#dcf5e5', '#2f9e5b'],
  ['#e9ecef', '#5b6770'],
  ['#fde2e1', '#d1433f'],
] as const;

/** The same kind of scene as an image file (an SVG data address), for the lazily loaded slides. */
export function sceneImage(index: number) {
  const [sky, land] = IMAGE_COLOURS[index % IMAGE_COLOURS.length];
  const shift = (index * 53) % 140;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><rect width="800" height="450" fill="${sky}"/><circle cx="${620 - shift * 2}" cy="110" r="48" fill="#f6c343"/><path d="M0 340 L${200 + shift} 170 L${420 + shift} 320 L${560 + shift} 220 L800 350 V450 H0 Z" fill="${land}" opacity=".55"/><path d="M0 400 Q${220 + shift} 300 420 380 T800 370 V450 H0 Z" fill="${land}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
