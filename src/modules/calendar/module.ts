import { defineModule } from '@/platform/module';
import { calendarContract } from './contract';
import { calendarMigrations } from './migrations';
import { seedCalendarForAccount } from './seed';
import * as calendar from './service';

export const calendarModule = defineModule({
  name: 'calendar',
  contract: calendarContract,
  migrations: calendarMigrations,
  seedAccount: seedCalendarForAccount,
  handlers: {
    events: (ctx, { query }) => calendar.listEvents(ctx, query),
    add: (ctx, { body }) => calendar.addEvent(ctx, body.event),
    update: (ctx, { body }) => calendar.updateEvent(ctx, body.event),
    remove: (ctx, { body }) => calendar.removeEvent(ctx, body.id),
    guests: (ctx, { query }) => calendar.listGuests(ctx, query.q),
  },
});
