import { lazy } from 'react';
import { defineWebModule } from '@/web/web-module';

export const notificationsWeb = defineWebModule({
  name: 'notifications',
  pages: [],
  navbar: [lazy(() => import('./ui/notifications-dropdown'))],
});
