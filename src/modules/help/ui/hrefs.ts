import { helpPaths } from './links';

/** The address of a knowledge-base category, and of one of its questions. */
export const categoryHref = (category: string) => `${helpPaths.knowledgeBase}/${encodeURIComponent(category)}`;
export const questionHref = (category: string, slug: string) => `${categoryHref(category)}/${encodeURIComponent(slug)}`;
