import { ListChecks } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { permissionsRoutes } from './routes';

export const permissionsWeb = defineWebModule({
  name: 'permissions',
  pages: [{ path: '/apps/permissions', page: () => import('./ui/permissions-page'), access: permissionsRoutes.list.access, menu: { titleKey: 'nav.permissions', icon: ListChecks, section: 'apps' } }],
});
