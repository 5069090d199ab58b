import { CheckSquare } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { todoRoutes } from './routes';

export const todoWeb = defineWebModule({
  name: 'todo',
  pages: [{ path: '/apps/todo', page: () => import('./ui/todo-page'), access: todoRoutes.list.access, menu: { titleKey: 'nav.todo', icon: CheckSquare, section: 'apps' }, userMenu: 'tasks' }],
});
