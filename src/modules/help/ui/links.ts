/** The help pages' addresses. */
export const helpPaths = {
  faq: '/pages/faq',
  knowledgeBase: '/pages/knowledge-base',
  category: '/pages/knowledge-base/:category',
  question: '/pages/knowledge-base/:category/:slug',
  pricing: '/pages/pricing',
  license: '/pages/license',
} as const;
