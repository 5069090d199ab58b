import { ShieldCheck, Users } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { rolesRoutes } from './roles-routes';
import { usersRoutes } from './routes';

export const usersWeb = defineWebModule({
  name: 'users',
  pages: [
    { path: '/apps/user/list', page: () => import('./ui/users-page'), access: usersRoutes.list.access, menu: { titleKey: 'nav.users', icon: Users, section: 'apps' } },
    { path: '/apps/user/view/:id', page: () => import('./ui/user-view-page'), access: usersRoutes.user.access },
    { path: '/apps/roles', page: () => import('./ui/roles-page'), access: rolesRoutes.roles.access, menu: { titleKey: 'nav.roles', icon: ShieldCheck, section: 'apps' } },
  ],
});
