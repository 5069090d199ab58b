import { defineWebModule } from '@/web/web-module';
import { helpPaths } from './ui/links';

/** The help pages, for every signed-in account: FAQ, knowledge base (categories and questions), pricing and license. */
export const helpWeb = defineWebModule({
  name: 'help',
  pages: [
    { path: helpPaths.faq, page: () => import('./ui/faq-page'), access: 'signed-in', menu: { titleKey: 'nav.faq', section: 'pages' }, userMenu: 'faq' },
    { path: helpPaths.knowledgeBase, page: () => import('./ui/knowledge-base-page'), access: 'signed-in', menu: { titleKey: 'nav.knowledgeBase', section: 'pages' } },
    { path: helpPaths.category, page: () => import('./ui/kb-category-page'), access: 'signed-in' },
    { path: helpPaths.question, page: () => import('./ui/kb-question-page'), access: 'signed-in' },
    { path: helpPaths.pricing, page: () => import('./ui/pricing-page'), access: 'signed-in', menu: { titleKey: 'nav.pricing', section: 'pages' }, userMenu: 'pricing' },
    { path: helpPaths.license, page: () => import('./ui/license-page'), access: 'signed-in', menu: { titleKey: 'nav.license', section: 'pages' } },
  ],
});
