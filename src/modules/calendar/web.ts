import { CalendarDays } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { calendarRoutes } from './routes';

export const calendarWeb = defineWebModule({
  name: 'calendar',
  pages: [{ path: '/apps/calendar', page: () => import('./ui/calendar-page'), access: calendarRoutes.events.access, menu: { titleKey: 'nav.calendar', icon: CalendarDays, section: 'apps' } }],
});
