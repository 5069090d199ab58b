import { defineRoutes } from '@/platform/contract/define-routes';

/** The languages help content is written in (the UI's); Spanish when none is asked for. */
export const HELP_LANGUAGES = ['es', 'en', 'fr', 'de', 'pt', 'ar'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/** The FAQ's categories (SPEC §2), in the order the page shows them. */
export const FAQ_CATEGORIES = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** The pricing page's plans, cheapest first. */
export const PRICING_PLANS = ['basic', 'standard', 'enterprise'] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

/** The longest slug a knowledge-base category or question has. */
export const SLUG_MAX = 80;

/** Help pages are for every signed-in account: FAQ, knowledge base and pricing. */
export const helpRoutes = defineRoutes({
  faq: { method: 'GET', path: '/faq/data', access: 'signed-in' },
  knowledgeBase: { method: 'GET', path: '/faq/data/knowledge_base', access: 'signed-in' },
  category: { method: 'GET', path: '/faq/data/category', access: 'signed-in' },
  question: { method: 'GET', path: '/faq/data/question', access: 'signed-in' },
  pricing: { method: 'GET', path: '/pricing/data', access: 'signed-in' },
  choosePlan: { method: 'POST', path: '/pricing/plan', access: 'signed-in' },
});
