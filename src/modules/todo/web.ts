import { defineWebModule } from '@/web/web-module';
import { todoAccess } from './access';

export const todoWeb = defineWebModule({
  name: 'todo',
  pages: [{ path: '/apps/todo', page: () => import('./ui/todo-page'), access: todoAccess('read'), menu: { titleKey: 'nav.todo', section: 'apps' }, userMenu: 'tasks' }],
});
