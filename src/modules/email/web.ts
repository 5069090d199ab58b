import { Mail } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';

export const emailWeb = defineWebModule({
  name: 'email',
  pages: [{ path: '/apps/email', page: () => import('./ui/email-page'), access: { action: 'read', subject: 'Email' }, menu: { titleKey: 'nav.email', icon: Mail, section: 'apps' } }],
});
