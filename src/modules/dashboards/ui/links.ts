export const dashboardPaths = {
  ecommerce: '/',
  analytics: '/dashboard/analytics',
  cardsBasic: '/cards/basic',
  cardsAdvance: '/cards/advance',
  cardsStatistics: '/cards/statistics',
  cardsAnalytics: '/cards/analytics',
  cardsAction: '/cards/action',
} as const;
