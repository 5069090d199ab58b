/** The carousels the Swiper page shows, in order. */
export const SWIPER_DEMOS = ['default', 'navigation', 'pagination', 'progress', 'multiple', 'centred', 'autoplay', 'lazy', 'rtl', 'keyboard'] as const;
export type SwiperDemoKind = (typeof SWIPER_DEMOS)[number];
