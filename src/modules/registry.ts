import type { BackendModule } from '@/platform/module';
import { todoModule } from './todo/module';
import { notificationsModule } from './notifications/module';
import { permissionsModule } from './permissions/module';
import { usersModule } from './users/module';
import { kanbanModule } from './kanban/module';
import { invoicesModule } from './invoices/module';
import { emailModule } from './email/module';
import { chatModule } from './chat/module';
import { calendarModule } from './calendar/module';
import { outboxModule } from './outbox/module';
import { apiKeysModule } from './api-keys/module';
import { ecommerceModule } from './ecommerce/module';
import { helpModule } from './help/module';
import { dashboardsModule } from './dashboards/module';
import { profileModule } from './profile/module';
import { searchModule } from './search/module';
import { accountSettingsModule } from './account-settings/module';
import { blogModule } from './blog/module';
import { comingSoonModule } from './coming-soon/module';

/** Every business module the backends serve. Adding a module: one line here. */
export const businessModules: BackendModule[] = [
  todoModule,
  notificationsModule,
  permissionsModule,
  usersModule,
  kanbanModule,
  invoicesModule,
  emailModule,
  chatModule,
  calendarModule,
  outboxModule,
  apiKeysModule,
  ecommerceModule,
  dashboardsModule,
  helpModule,
  profileModule,
  accountSettingsModule,
  blogModule,
  comingSoonModule,
  // Its files and contacts come from the search providers of the modules of this same list.
  searchModule(() => businessModules),
];
