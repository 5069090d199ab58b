import { defineWebModule } from '@/web/web-module';
import { outboxAccess } from './access';

export const outboxWeb = defineWebModule({
  name: 'outbox',
  pages: [{ path: '/apps/outbox', page: () => import('./ui/outbox-page'), access: outboxAccess, menu: { titleKey: 'nav.outbox', section: 'apps' } }],
});
