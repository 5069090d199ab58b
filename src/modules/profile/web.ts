import { defineWebModule } from '@/web/web-module';

export const profileWeb = defineWebModule({
  name: 'profile',
  pages: [{ path: '/pages/profile', page: () => import('./ui/profile-page'), access: 'signed-in', menu: { titleKey: 'nav.profile', section: 'pages' }, userMenu: 'profile' }],
});
