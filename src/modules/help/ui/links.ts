/** The help pages' addresses. */
export const helpPaths = {
  faq: '/pages/faq',
  knowledgeBase: '/pages/knowledge-base',
  category: '/pages/knowledge-base/:category',
  question: '/pages/knowledge-base/:category/:slug',
  pricing: '/pages/pricing',
  license: '/pages/license',
} as const;

export const categoryHref = (category: string) => `${helpPaths.knowledgeBase}/${encodeURIComponent(category)}`;
export const questionHref = (category: string, slug: string) => `${categoryHref(category)}/${encodeURIComponent(slug)}`;
