import { SquareKanban } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';

export const kanbanWeb = defineWebModule({
  name: 'kanban',
  pages: [{ path: '/apps/kanban', page: () => import('./ui/kanban-page'), access: { action: 'read', subject: 'Kanban' }, menu: { titleKey: 'nav.kanban', icon: SquareKanban, section: 'apps' } }],
});
