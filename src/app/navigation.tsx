import type { ComponentType } from 'react';
import { CalendarDays, CheckSquare, FileText as InvoiceIcon, FileWarning, KeyRound, ListChecks, LockKeyhole, LogIn, Mail, MessagesSquare, ShieldCheck, ShieldX, SquareKanban, UserPlus, Users, type LucideIcon } from 'lucide-react';
import type { Access } from '@/platform/contract/define-endpoint';
import { paths } from './paths';

export type RouteAccess = Access | 'guest-only';

export interface PageRoute {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  layout: 'app' | 'blank';
  access: RouteAccess;
  menu?: { titleKey: string; icon: LucideIcon; group?: { titleKey: string; icon: LucideIcon } };
}

const apps = { titleKey: 'nav.apps', icon: CheckSquare };
const authPages = { titleKey: 'nav.authentication', icon: LockKeyhole };
const miscPages = { titleKey: 'nav.misc', icon: FileWarning };

/** The one table of pages: the router and the menu both come from it. Each page is its own lazy chunk. */
export const pageRoutes: PageRoute[] = [
  { path: paths.todo, page: () => import('@/modules/todo/ui/todo-page'), layout: 'app', access: { action: 'read', subject: 'Todo' }, menu: { titleKey: 'nav.todo', icon: CheckSquare, group: apps } },
  { path: paths.userList, page: () => import('@/modules/users/ui/users-page'), layout: 'app', access: { action: 'read', subject: 'User' }, menu: { titleKey: 'nav.users', icon: Users, group: apps } },
  { path: paths.invoiceList, page: () => import('@/modules/invoices/ui/invoice-list-page'), layout: 'app', access: { action: 'read', subject: 'Invoice' }, menu: { titleKey: 'nav.invoice', icon: InvoiceIcon, group: apps } },
  { path: paths.invoiceAdd, page: () => import('@/modules/invoices/ui/invoice-add-page'), layout: 'app', access: { action: 'create', subject: 'Invoice' } },
  { path: paths.invoicePreview, page: () => import('@/modules/invoices/ui/invoice-preview-page'), layout: 'app', access: { action: 'read', subject: 'Invoice' } },
  { path: paths.invoiceEdit, page: () => import('@/modules/invoices/ui/invoice-edit-page'), layout: 'app', access: { action: 'update', subject: 'Invoice' } },
  { path: paths.invoicePrint, page: () => import('@/modules/invoices/ui/invoice-print-page'), layout: 'blank', access: { action: 'read', subject: 'Invoice' } },
  { path: paths.userView, page: () => import('@/modules/users/ui/user-view-page'), layout: 'app', access: { action: 'read', subject: 'User' } },
  { path: paths.roles, page: () => import('@/modules/users/ui/roles-page'), layout: 'app', access: { action: 'read', subject: 'Role' }, menu: { titleKey: 'nav.roles', icon: ShieldCheck, group: apps } },
  { path: paths.permissions, page: () => import('@/modules/permissions/ui/permissions-page'), layout: 'app', access: { action: 'read', subject: 'Permission' }, menu: { titleKey: 'nav.permissions', icon: ListChecks, group: apps } },
  { path: paths.kanban, page: () => import('@/modules/kanban/ui/kanban-page'), layout: 'app', access: { action: 'read', subject: 'Kanban' }, menu: { titleKey: 'nav.kanban', icon: SquareKanban, group: apps } },
  { path: paths.email, page: () => import('@/modules/email/ui/email-page'), layout: 'app', access: { action: 'read', subject: 'Email' }, menu: { titleKey: 'nav.email', icon: Mail, group: apps } },
  // Chat is personal and open to every signed-in person (the client role too); its API says 'signed-in' as well.
  { path: paths.chat, page: () => import('@/modules/chat/ui/chat-page'), layout: 'app', access: 'signed-in', menu: { titleKey: 'nav.chat', icon: MessagesSquare, group: apps } },
  { path: paths.calendar, page: () => import('@/modules/calendar/ui/calendar-page'), layout: 'app', access: { action: 'read', subject: 'Calendar' }, menu: { titleKey: 'nav.calendar', icon: CalendarDays, group: apps } },
  { path: paths.accessControl, page: () => import('@/web/pages/access-control-page'), layout: 'app', access: { action: 'read', subject: 'ACL' }, menu: { titleKey: 'nav.accessControl', icon: ShieldCheck } },
  { path: paths.login, page: () => import('@/web/pages/auth/login-page'), layout: 'blank', access: 'guest-only' },
  { path: paths.register, page: () => import('@/web/pages/auth/register-page'), layout: 'blank', access: 'guest-only' },
  { path: paths.loginBasic, page: () => import('@/web/pages/auth/login-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.loginBasic', icon: LogIn, group: authPages } },
  { path: paths.loginCover, page: () => import('@/web/pages/auth/login-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.loginCover', icon: KeyRound, group: authPages } },
  { path: paths.registerBasic, page: () => import('@/web/pages/auth/register-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.registerBasic', icon: UserPlus, group: authPages } },
  { path: paths.registerCover, page: () => import('@/web/pages/auth/register-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.registerCover', icon: UserPlus, group: authPages } },
  { path: paths.notAuthorized, page: () => import('@/web/pages/misc/not-authorized-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.notAuthorized', icon: ShieldX, group: miscPages } },
  { path: paths.error, page: () => import('@/web/pages/misc/error-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.error', icon: FileWarning, group: miscPages } },
];
