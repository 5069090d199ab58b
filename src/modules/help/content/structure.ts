import type { FaqCategory, PricingPlan } from '../routes';

/**
 * What help content is, whatever the language: the knowledge base's categories (their key, the icon and colour the
 * category page shows, the card's drawing) with their questions' slugs and when each was last revised, and the
 * plans' prices (SPEC §9). The words live in one file per language beside this one.
 */
export const KB_CATEGORIES = [
  { key: 'getting-started', icon: 'rocket', iconColor: 'primary', questions: { 'tour-of-the-dashboard': '2026-10-02', 'invite-your-team': '2026-10-09', 'language-and-theme': '2026-09-21' } },
  { key: 'account-security', icon: 'shield', iconColor: 'success', questions: { 'change-your-password': '2026-09-30', 'two-step-verification': '2026-10-18', 'sign-out-other-sessions': '2026-10-18' } },
  { key: 'orders-payments', icon: 'credit-card', iconColor: 'info', questions: { 'accepted-payment-methods': '2026-08-27', 'download-an-invoice': '2026-09-12', 'declined-payment': '2026-10-05' } },
  { key: 'shipping-delivery', icon: 'truck', iconColor: 'warning', questions: { 'delivery-times': '2026-09-03', 'track-your-order': '2026-09-15', 'change-the-delivery-address': '2026-10-11' } },
  { key: 'returns-refunds', icon: 'rotate-ccw', iconColor: 'danger', questions: { 'return-a-product': '2026-08-19', 'when-refunds-arrive': '2026-09-08', 'cancel-an-order': '2026-10-21' } },
  { key: 'api-integrations', icon: 'key-round', iconColor: 'secondary', questions: { 'create-an-api-key': '2026-10-24', 'authenticate-requests': '2026-10-24', 'revoke-a-key': '2026-10-27' } },
] as const;

export type KbCategoryKey = (typeof KB_CATEGORIES)[number]['key'];
type QuestionsOf<K extends KbCategoryKey> = keyof Extract<(typeof KB_CATEGORIES)[number], { key: K }>['questions'];

/** SPEC §9's prices: Basic is free, Standard and Enterprise cost less a month when paid for a year. */
export const PLAN_PRICES: Record<PricingPlan, { monthlyPrice: number; perMonth: number; totalAnnual: number; popular: boolean }> = {
  basic: { monthlyPrice: 0, perMonth: 0, totalAnnual: 0, popular: false },
  standard: { monthlyPrice: 49, perMonth: 40, totalAnnual: 480, popular: true },
  enterprise: { monthlyPrice: 99, perMonth: 80, totalAnnual: 960, popular: false },
};

export const kbImage = (key: string) => `/images/help/kb-${key}.svg`;
export const planImage = (plan: PricingPlan) => `/images/help/plan-${plan}.svg`;

interface QA {
  q: string;
  a: string;
}

/** One language's help text; the types make every language say every question. */
export interface HelpText {
  faq: Record<FaqCategory, QA[]>;
  kb: { [K in KbCategoryKey]: { title: string; desc: string; questions: Record<QuestionsOf<K>, { q: string; html: string }> } };
  plans: Record<PricingPlan, { title: string; subtitle: string; benefits: string[] }>;
  pricingQuestions: QA[];
}
