import { z } from 'zod';
import { recordId, recordIdParam } from '@/platform/contract/record-id';
import { multiLine, singleLine } from '@/platform/contract/text';
import { searchTerm } from '@/platform/contract/lists';
import { cursorParam, perPageParam } from '@/platform/contract/cursor';
import { defineContract } from '@/platform/contract/define-contract';
import { EMAIL_FOLDERS, EMAIL_VIEWS, EMAIL_LABELS, emailRoutes } from './routes';



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
export const emailView = z.object({
  q: searchTerm,
  folder: z.enum(EMAIL_VIEWS).default('inbox'),
  label: z.enum(EMAIL_LABELS).optional(),
});
export type EmailViewQuery = z.input<typeof emailView>;

/** A list is read a page at a time, newest first: `cursor` is the previous page's `nextCursor`. */
export const emailListQuery = emailView
  .extend({ cursor: cursorParam, perPage: perPageParam(30) })
  .refine((query) => !query.cursor || query.cursor.sort === 'time', { path: ['cursor'], message: 'This cursor belongs to another list: start again without it' });
export type EmailListQuery = z.input<typeof emailListQuery>;

const emailIds = z.array(recordId()).min(1, 'Choose at least one mail').max(500);

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
  id: recordId().optional(),
  to: addresses,
  cc: addresses,
  bcc: addresses,
  subject: singleLine().max(200, 'At most 200 characters').default(''),
  message: multiLine().max(100_000, 'The message is too long').default(''),
});
export type DraftInput = z.input<typeof draftInput>;

export const sendInput = draftInput.extend({
  to: z.array(address).min(1, 'Add at least one recipient').max(50, 'At most 50 addresses'),
  /** The mail this one answers: the sent message joins its thread. */
  replyTo: recordId().optional(),
});
export type SendInput = z.input<typeof sendInput>;

const idParam = recordIdParam();

export * from './routes';
export const emailContract = defineContract(emailRoutes, {
  list: {
    query: emailListQuery,
    response: z.object({
      emails: z.array(email),
      emailsMeta,
      nextCursor: z.string().nullable().describe('Send it as `cursor` for the next page; null on the last page'),
    }),
    summary: "The signed-in user's mails in one folder (or starred), newest first, a page at a time, with the unread counts",
  },
  get: {
    query: emailView.extend({ id: idParam }),
    response: emailWithNeighbours,
    summary: 'One mail, with whether the list (same folder, label and q) has one before and after it',
  },
  paginate: {
    query: emailView.extend({ dir: z.enum(['previous', 'next']), emailId: idParam }),
    response: emailWithNeighbours,
    summary: 'The neighbouring mail in the list; 404 when there is none',
  },
  update: {
    body: emailUpdate,
    response: z.object({ updated: z.number() }),
  },
  updateLabel: {
    body: z.object({ emailIds, label: z.enum(EMAIL_LABELS) }),
    response: z.object({ updated: z.number() }),
    summary: 'Toggles the label on each chosen mail',
  },
  send: {
    body: sendInput,
    response: email,
    status: 201,
    summary: "Puts the mail in the sender's sent folder and in the inbox of each recipient who has an account",
  },
  contacts: {
    query: z.object({ q: searchTerm }),
    response: z.object({ contacts: z.array(person.extend({ avatar: z.string().nullable() })) }),
    summary: 'Users of the organisation whose name or address matches q: suggestions for the compose window (at most 8)',
  },
  saveDraft: {
    body: draftInput,
    response: email,
    summary: 'Creates a draft, or updates it when the id of one of your drafts is given',
  },
});
