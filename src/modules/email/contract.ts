import { z } from 'zod';
import { defineEndpoint } from '@/platform/contract/define-endpoint';
import { searchTerm } from '@/platform/contract/lists';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
/** The folders a list can show: the real ones plus the virtual starred view. */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;

export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailView = (typeof EMAIL_VIEWS)[number];
export type EmailLabel = (typeof EMAIL_LABELS)[number];

const person = z.object({ name: z.string(), email: z.string() });
export const attachment = z.object({ fileName: z.string(), thumbnail: z.string(), url: z.string(), size: z.number() });

/** One message of a thread: what a reply carries. */
export const emailReply = z.object({
  id: z.number(),
  from: person.extend({ avatar: z.string().nullable() }),
  to: z.array(person),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  message: z.string(),
  attachments: z.array(attachment),
  time: z.string(),
});
export type EmailReply = z.infer<typeof emailReply>;

export const email = emailReply.extend({
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  replies: z.array(emailReply),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: z.boolean(),
});
export type Email = z.infer<typeof email>;

export const emailWithNeighbours = email.extend({ hasPreviousMail: z.boolean(), hasNextMail: z.boolean() });
export type EmailWithNeighbours = z.infer<typeof emailWithNeighbours>;

export const emailsMeta = z.object({ inbox: z.number(), draft: z.number(), spam: z.number() });
export type EmailsMeta = z.infer<typeof emailsMeta>;

/** What makes a list: the view, a label and a search; get-email and paginate-email take the same to know positions. */
export const emailListQuery = z.object({
  q: searchTerm,
  folder: z.enum(EMAIL_VIEWS).default('inbox'),
  label: z.enum(EMAIL_LABELS).optional(),
});
export type EmailListQuery = z.input<typeof emailListQuery>;

const emailIds = z.array(z.number().int().positive()).min(1, 'Choose at least one mail').max(500);

export const emailUpdate = z.object({
  emailIds,
  dataToUpdate: z
    .object({ isRead: z.boolean().optional(), isStarred: z.boolean().optional(), folder: z.enum(EMAIL_FOLDERS).optional() })
    .strict()
    .refine((d) => d.isRead !== undefined || d.isStarred !== undefined || d.folder !== undefined, 'Say what to change'),
});

const address = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' }));
const addresses = z.array(address).max(50, 'At most 50 addresses').default([]);

/** What the compose window sends; a draft may be incomplete, a sent mail needs a recipient. */
export const draftInput = z.object({
  id: z.number().int().positive().optional(),
  to: addresses,
  cc: addresses,
  bcc: addresses,
  subject: z.string().trim().max(200, 'At most 200 characters').default(''),
  message: z.string().max(100_000, 'The message is too long').default(''),
});
export type DraftInput = z.input<typeof draftInput>;

export const sendInput = draftInput.extend({
  to: z.array(address).min(1, 'Add at least one recipient').max(50, 'At most 50 addresses'),
  /** The mail this one answers: the sent message joins its thread. */
  replyTo: z.number().int().positive().optional(),
});
export type SendInput = z.input<typeof sendInput>;

const emailAccess = (action: 'read' | 'create' | 'update') => ({ action, subject: 'Email' }) as const;
const idParam = z.coerce.number().int().positive();

export const emailContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/apps/email/emails',
    access: emailAccess('read'),
    query: emailListQuery,
    response: z.object({ emails: z.array(email), emailsMeta }),
    summary: "The signed-in user's mails in one folder (or starred), newest first, with the unread counts",
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/apps/email/get-email',
    access: emailAccess('read'),
    query: emailListQuery.extend({ id: idParam }),
    response: emailWithNeighbours,
    summary: 'One mail, with whether the list (same folder, label and q) has one before and after it',
  }),
  paginate: defineEndpoint({
    method: 'GET',
    path: '/apps/email/paginate-email',
    access: emailAccess('read'),
    query: emailListQuery.extend({ dir: z.enum(['previous', 'next']), emailId: idParam }),
    response: emailWithNeighbours,
    summary: 'The neighbouring mail in the list; 404 when there is none',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/apps/email/update-emails',
    access: emailAccess('update'),
    body: emailUpdate,
    response: z.object({ updated: z.number() }),
  }),
  updateLabel: defineEndpoint({
    method: 'POST',
    path: '/apps/email/update-emails-label',
    access: emailAccess('update'),
    body: z.object({ emailIds, label: z.enum(EMAIL_LABELS) }),
    response: z.object({ updated: z.number() }),
    summary: 'Toggles the label on each chosen mail',
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/apps/email/send',
    access: emailAccess('create'),
    body: sendInput,
    response: email,
    status: 201,
    summary: "Puts the mail in the sender's sent folder and in the inbox of each recipient who has an account",
  }),
  contacts: defineEndpoint({
    method: 'GET',
    path: '/apps/email/contacts',
    access: emailAccess('create'),
    query: z.object({ q: searchTerm }),
    response: z.object({ contacts: z.array(person.extend({ avatar: z.string().nullable() })) }),
    summary: 'Users of the organisation whose name or address matches q: suggestions for the compose window (at most 8)',
  }),
  saveDraft: defineEndpoint({
    method: 'POST',
    path: '/apps/email/save-draft',
    access: emailAccess('create'),
    body: draftInput,
    response: email,
    summary: 'Creates a draft, or updates it when the id of one of your drafts is given',
  }),
};
