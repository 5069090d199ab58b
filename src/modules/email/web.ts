import { Mail } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { emailRoutes } from './routes';

export const emailWeb = defineWebModule({
  name: 'email',
  pages: [{ path: '/apps/email', page: () => import('./ui/email-page'), access: emailRoutes.list.access, menu: { titleKey: 'nav.email', icon: Mail, section: 'apps' }, userMenu: 'inbox' }],
});
