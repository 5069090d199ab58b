import { SquareKanban } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { kanbanRoutes } from './routes';

export const kanbanWeb = defineWebModule({
  name: 'kanban',
  pages: [{ path: '/apps/kanban', page: () => import('./ui/kanban-page'), access: kanbanRoutes.boards.access, menu: { titleKey: 'nav.kanban', icon: SquareKanban, section: 'apps' } }],
});
