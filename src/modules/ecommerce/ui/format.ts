import { formatNumber } from '@/web/i18n/i18n';

/** Prices are euros, written the way the interface language writes them. */
export const money = (amount: number) => formatNumber(amount, { style: 'currency', currency: 'EUR' });

/** The translation key of a seeded category (`Cell Phones` → `ecommerce.categories.cellPhones`); unknown ones show as stored. */
export const categoryKey = (name: string) => `ecommerce.categories.${name.charAt(0).toLowerCase()}${name.slice(1).replace(/\s(\w)/g, (_, c: string) => c.toUpperCase())}`;
