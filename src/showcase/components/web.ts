import type { ComponentType } from 'react';
import { defineWebModule } from '@/web/web-module';

const page = (slug: string, key: string, load: () => Promise<{ default: ComponentType }>) => ({
  path: `/components/${slug}`,
  page: load,
  access: 'signed-in' as const,
  menu: { titleKey: `showcase.components.menu.${key}`, section: 'components' as const },
});

/** The components showcase: overlays, navigation and disclosure widgets, each with its variants and states. */
export const componentsWeb = defineWebModule({
  name: 'showcase-components',
  pages: [
    page('accordion', 'accordion', () => import('./ui/accordion-page')),
    page('auto-complete', 'autoComplete', () => import('./ui/auto-complete-page')),
    page('blockui', 'blockUi', () => import('./ui/block-ui-page')),
    page('carousel', 'carousel', () => import('./ui/carousel-page')),
    page('collapse', 'collapse', () => import('./ui/collapse-page')),
    page('dropdowns', 'dropdowns', () => import('./ui/dropdowns-page')),
    page('modals', 'modals', () => import('./ui/modals-page')),
    page('nav-component', 'nav', () => import('./ui/nav-page')),
    page('offcanvas', 'offcanvas', () => import('./ui/offcanvas-page')),
    page('pills-component', 'pills', () => import('./ui/pills-page')),
    page('popovers', 'popovers', () => import('./ui/popovers-page')),
    page('tabs-component', 'tabs', () => import('./ui/tabs-page')),
    page('toasts', 'toasts', () => import('./ui/toasts-page')),
    page('tooltips', 'tooltips', () => import('./ui/tooltips-page')),
  ],
});
