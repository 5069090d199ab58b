/** The carousel's pictures, drawn here: hills under a sky, in the theme's colours, one mood per slide. */
export const SCENES = ['dawn', 'meadow', 'dusk'] as const;
export type Scene = (typeof SCENES)[number];

const PALETTE: Record<Scene, { sky: string; sun: string; far: string; near: string }> = {
  dawn: { sky: 'var(--bs-info)', sun: 'var(--bs-warning)', far: 'var(--bs-primary)', near: 'var(--bs-indigo, var(--bs-primary))' },
  meadow: { sky: 'var(--bs-primary)', sun: 'var(--bs-light)', far: 'var(--bs-success)', near: 'var(--bs-teal, var(--bs-success))' },
  dusk: { sky: 'var(--bs-danger)', sun: 'var(--bs-warning)', far: 'var(--bs-purple, var(--bs-secondary))', near: 'var(--bs-dark)' },
};

export function SlideArt({ scene }: { scene: Scene }) {
  const { sky, sun, far, near } = PALETTE[scene];
  const sunX = scene === 'dawn' ? 200 : scene === 'meadow' ? 480 : 760;
  return (
    <svg className="d-block w-100 tb-slide-art" viewBox="0 0 960 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="960" height="400" fill={sky} />
      <rect width="960" height="400" fill="var(--bs-black)" opacity="0.18" />
      <circle cx={sunX} cy={scene === 'meadow' ? 110 : 190} r="56" fill={sun} opacity="0.9" />
      <path d="M0 260 C 160 190 300 230 420 250 S 720 180 960 230 V400 H0 Z" fill={far} opacity="0.85" />
      <path d="M0 320 C 200 270 360 330 560 300 S 820 270 960 310 V400 H0 Z" fill={near} />
    </svg>
  );
}
