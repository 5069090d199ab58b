import { defineListQuery, oneOf, text } from '@/web/hooks/list-query';

/** The FAQ's and the knowledge base's search, in the URL as `?q=`. */
export const helpSearch = defineListQuery({ q: text() });

export const BILLING = ['monthly', 'yearly'] as const;
/** The pricing page's billing period, in the URL as `?billing=yearly` (monthly when absent). */
export const pricingQuery = defineListQuery({ billing: oneOf(BILLING, 'monthly') });
