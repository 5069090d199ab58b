import { ListChecks } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';

export const permissionsWeb = defineWebModule({
  name: 'permissions',
  pages: [{ path: '/apps/permissions', page: () => import('./ui/permissions-page'), access: { action: 'read', subject: 'Permission' }, menu: { titleKey: 'nav.permissions', icon: ListChecks, section: 'apps' } }],
});
