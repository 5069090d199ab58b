import { Inbox } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { outboxRoutes } from './routes';

export const outboxWeb = defineWebModule({
  name: 'outbox',
  pages: [{ path: '/apps/outbox', page: () => import('./ui/outbox-page'), access: outboxRoutes.list.access, menu: { titleKey: 'nav.outbox', icon: Inbox, section: 'apps' } }],
});
