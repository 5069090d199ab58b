import { defineWebModule } from '@/web/web-module';
import { emailAccess } from './access';

export const emailWeb = defineWebModule({
  name: 'email',
  pages: [{ path: '/apps/email', page: () => import('./ui/email-page'), access: emailAccess('read'), menu: { titleKey: 'nav.email', section: 'apps' }, userMenu: 'inbox' }],
});
