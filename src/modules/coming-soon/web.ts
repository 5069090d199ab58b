import { defineWebModule } from '@/web/web-module';

/** The coming-soon page, open to anyone, with its "notify me" form. */
export const comingSoonWeb = defineWebModule({
  name: 'coming-soon',
  pages: [
    { path: '/misc/coming-soon', page: () => import('./ui/coming-soon-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.comingSoon', section: 'misc' } },
  ],
});
