import { ShieldCheck, Users } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';

export const usersWeb = defineWebModule({
  name: 'users',
  pages: [
    { path: '/apps/user/list', page: () => import('./ui/users-page'), access: { action: 'read', subject: 'User' }, menu: { titleKey: 'nav.users', icon: Users, section: 'apps' } },
    { path: '/apps/user/view/:id', page: () => import('./ui/user-view-page'), access: { action: 'read', subject: 'User' } },
    { path: '/apps/roles', page: () => import('./ui/roles-page'), access: { action: 'read', subject: 'Role' }, menu: { titleKey: 'nav.roles', icon: ShieldCheck, section: 'apps' } },
  ],
});
