import { CheckSquare } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';

export const todoWeb = defineWebModule({
  name: 'todo',
  pages: [{ path: '/apps/todo', page: () => import('./ui/todo-page'), access: { action: 'read', subject: 'Todo' }, menu: { titleKey: 'nav.todo', icon: CheckSquare, section: 'apps' } }],
});
