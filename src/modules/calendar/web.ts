import { defineWebModule } from '@/web/web-module';
import { calendarAccess } from './access';

export const calendarWeb = defineWebModule({
  name: 'calendar',
  pages: [{ path: '/apps/calendar', page: () => import('./ui/calendar-page'), access: calendarAccess('read'), menu: { titleKey: 'nav.calendar', section: 'apps' } }],
});
