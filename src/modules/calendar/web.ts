import { CalendarDays } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';

export const calendarWeb = defineWebModule({
  name: 'calendar',
  pages: [{ path: '/apps/calendar', page: () => import('./ui/calendar-page'), access: { action: 'read', subject: 'Calendar' }, menu: { titleKey: 'nav.calendar', icon: CalendarDays, section: 'apps' } }],
});
