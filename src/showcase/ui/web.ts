import { defineWebModule } from '@/web/web-module';

/** The UI showcase's foundations: typography, the theme's colours and the icon set. */
export const uiBasicsWeb = defineWebModule({
  name: 'ui-basics',
  pages: [
    { path: '/ui-element', page: () => import('./ui/typography-page'), access: 'signed-in', menu: { titleKey: 'nav.uiBasics.typography', section: 'ui' } },
    { path: '/colors', page: () => import('./ui/colors-page'), access: 'signed-in', menu: { titleKey: 'nav.uiBasics.colors', section: 'ui' } },
    { path: '/icons', page: () => import('./ui/icons-page'), access: 'signed-in', menu: { titleKey: 'nav.uiBasics.icons', section: 'ui' } },
  ],
});
