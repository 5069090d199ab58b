import { defineRoutes } from '@/platform/contract/define-routes';
import { emailAccess } from './access';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
/** The folders a list can show: the real ones plus the virtual starred view. */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailView = (typeof EMAIL_VIEWS)[number];
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export const emailRoutes = defineRoutes({
  list: { method: 'GET', path: '/apps/email/emails', access: emailAccess('read') },
  get: { method: 'GET', path: '/apps/email/get-email', access: emailAccess('read') },
  paginate: { method: 'GET', path: '/apps/email/paginate-email', access: emailAccess('read') },
  update: { method: 'POST', path: '/apps/email/update-emails', access: emailAccess('update') },
  updateLabel: { method: 'POST', path: '/apps/email/update-emails-label', access: emailAccess('update') },
  send: { method: 'POST', path: '/apps/email/send', access: emailAccess('create') },
  contacts: { method: 'GET', path: '/apps/email/contacts', access: emailAccess('create') },
  saveDraft: { method: 'POST', path: '/apps/email/save-draft', access: emailAccess('create') },
});
