import type { TFunction } from 'i18next';

/** A seeded category in the UI's language; one the translations do not know shows as stored. */
export const categoryName = (t: TFunction, category: string) => t(`blog.categories.${category}`, { defaultValue: category });
