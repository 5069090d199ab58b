import { defineWebModule } from '@/web/web-module';
import { kanbanAccess } from './access';

export const kanbanWeb = defineWebModule({
  name: 'kanban',
  pages: [{ path: '/apps/kanban', page: () => import('./ui/kanban-page'), access: kanbanAccess('read'), menu: { titleKey: 'nav.kanban', section: 'apps' } }],
});
