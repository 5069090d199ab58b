import { defineWebModule } from '@/web/web-module';
import { permissionsAccess } from './access';

export const permissionsWeb = defineWebModule({
  name: 'permissions',
  pages: [{ path: '/apps/permissions', page: () => import('./ui/permissions-page'), access: permissionsAccess('read'), menu: { titleKey: 'nav.permissions', section: 'apps' } }],
});
