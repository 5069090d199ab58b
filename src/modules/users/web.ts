import { defineWebModule } from '@/web/web-module';
import { rolesAccess, usersAccess } from './access';

export const usersWeb = defineWebModule({
  name: 'users',
  pages: [
    { path: '/apps/user/list', page: () => import('./ui/users-page'), access: usersAccess('read'), menu: { titleKey: 'nav.users', section: 'apps' } },
    { path: '/apps/user/view/:id', page: () => import('./ui/user-view-page'), access: usersAccess('read') },
    { path: '/apps/roles', page: () => import('./ui/roles-page'), access: rolesAccess('read'), menu: { titleKey: 'nav.roles', section: 'apps' } },
  ],
});
