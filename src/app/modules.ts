import type { WebModule } from '@/web/web-module';
import { accountSettingsWeb } from '@/modules/account-settings/web';
import { apiKeysWeb } from '@/modules/api-keys/web';
import { blogWeb } from '@/modules/blog/web';
import { calendarWeb } from '@/modules/calendar/web';
import { chatWeb } from '@/modules/chat/web';
import { comingSoonWeb } from '@/modules/coming-soon/web';
import { extensionsDataWeb } from '@/showcase/extensions-data/web';
import { cardsWeb, dashboardsWeb } from '@/modules/dashboards/web';
import { ecommerceWeb } from '@/modules/ecommerce/web';
import { emailWeb } from '@/modules/email/web';
import { helpWeb } from '@/modules/help/web';
import { invoicesWeb } from '@/modules/invoices/web';
import { kanbanWeb } from '@/modules/kanban/web';
import { notificationsWeb } from '@/modules/notifications/web';
import { outboxWeb } from '@/modules/outbox/web';
import { permissionsWeb } from '@/modules/permissions/web';
import { profileWeb } from '@/modules/profile/web';
import { searchWeb } from '@/modules/search/web';
import { todoWeb } from '@/modules/todo/web';
import { usersWeb } from '@/modules/users/web';
import { componentsBasicWeb } from '@/showcase/components-basic/web';
import { uiBasicsWeb } from '@/showcase/ui/web';
import { componentsWeb } from '@/showcase/components/web';
import { formElementsWeb } from '@/showcase/forms/web';
import { extensionsWeb } from '@/showcase/extensions/web';
import { chartsWeb } from '@/showcase/charts/web';
import { formPatternsWeb } from '@/showcase/form-patterns/web';
import { tablesWeb } from '@/showcase/tables/web';
import { shellPages } from './shell-pages';

/** Every module the browser knows, in menu order; adding a module is one line here (and one in modules/registry.ts). */
// The search comes first: its button and bookmarks lead the navbar's widgets (it adds no menu entry).
export const webModules: WebModule[] = [searchWeb, dashboardsWeb, emailWeb, chatWeb, todoWeb, calendarWeb, kanbanWeb, invoicesWeb, ecommerceWeb, usersWeb, permissionsWeb, outboxWeb, notificationsWeb, profileWeb, apiKeysWeb, accountSettingsWeb, blogWeb, helpWeb, cardsWeb, comingSoonWeb, uiBasicsWeb, componentsBasicWeb, componentsWeb, formElementsWeb, extensionsWeb, extensionsDataWeb, formPatternsWeb, chartsWeb, tablesWeb, shellPages];

/** Every page: the router and the menu both read this one list. */
export const allPages = webModules.flatMap((module) => module.pages);
