import type { z } from 'zod';
import { Invalid, NotFound } from '@/platform/contract/errors';
import type { FieldIssue } from '@/platform/contract/issues';
import { recordAudit } from '@/platform/access/audit';
import type { ServiceContext } from '@/platform/auth/context';
import { userDataOf } from '@/platform/auth/service';
import { expireAccountTokens } from '@/platform/auth/account-tokens';
import { queueVerification } from '@/platform/auth/recovery';
import type { Db } from '@/platform/db/database';
import { toFlag } from '@/platform/db/sql';
import { CONNECTION_IDS, NOTIFICATION_FLAGS, type AccountSettings, type connectionBody, type generalBody, type infoBody, type notificationsBody, type socialBody } from './contract';
import { DEFAULT_NOTIFICATIONS, FLAG_COLUMNS, connectionImage, emptyLinks, parseJson } from './defaults';
import type { AccountSettingsTable } from './tables';
import './tables';

const ACCOUNT_COLUMNS = ['id', 'full_name', 'username', 'email', 'company', 'avatar', 'email_verified_at'] as const;

async function accountOf(db: Db, id: number) {
  const account = await db.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!account) throw new NotFound('Account not found');
  return account;
}

type AccountPart = Awaited<ReturnType<typeof accountOf>>;

const generalOf = (account: AccountPart): AccountSettings['general'] => ({
  avatar: account.avatar,
  username: account.username,
  fullName: account.full_name,
  email: account.email,
  emailVerified: account.email_verified_at !== null,
  company: account.company,
});

const rowOf = (db: Db, accountId: number) => db.selectFrom('account_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
type Row = Awaited<ReturnType<typeof rowOf>>;

const infoOf = (row: Row): AccountSettings['info'] => ({ bio: row?.bio ?? '', dob: row?.dob ?? '', country: row?.country ?? '', website: row?.website ?? '', phone: row?.phone ?? '' });

function socialOf(row: Row): AccountSettings['social'] {
  const connected = new Set(parseJson<string[]>(row?.connections, []));
  return {
    socialLinks: { ...emptyLinks(), ...parseJson<Record<string, string>>(row?.social_links, {}) },
    connections: CONNECTION_IDS.map((id) => ({ id, profileImg: connectionImage(id), connected: connected.has(id) })),
  };
}

function notificationsOf(row: Row): AccountSettings['notifications'] {
  if (!row) return { ...DEFAULT_NOTIFICATIONS };
  return Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, Number(row[FLAG_COLUMNS[flag]]) === 1])) as AccountSettings['notifications'];
}

/** Writes some columns of the account's settings row, making it (with the defaults) the first time. */
async function saveRow(db: Db, accountId: number, now: Date, values: Partial<Omit<AccountSettingsTable, 'account_id' | 'updated_at'>>) {
  const updated_at = now.toISOString();
  await db
    .insertInto('account_settings')
    .values({ ...defaultRow(accountId, updated_at), ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at }))
    .execute();
  return rowOf(db, accountId);
}

function defaultRow(accountId: number, updatedAt: string): AccountSettingsTable {
  const flags = Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [FLAG_COLUMNS[flag], toFlag(DEFAULT_NOTIFICATIONS[flag])]));
  return {
    account_id: accountId,
    bio: '',
    dob: '',
    country: '',
    website: '',
    phone: '',
    social_links: JSON.stringify(emptyLinks()),
    connections: '[]',
    updated_at: updatedAt,
    ...(flags as Pick<AccountSettingsTable, (typeof FLAG_COLUMNS)[keyof typeof FLAG_COLUMNS]>),
  };
}

/** Every tab of the signed-in account's settings; the defaults where it never saved one. */
export async function getSettings(ctx: ServiceContext): Promise<AccountSettings> {
  const account = await accountOf(ctx.db, ctx.user.id);
  const row = await rowOf(ctx.db, ctx.user.id);
  return { general: generalOf(account), info: infoOf(row), social: socialOf(row), notifications: notificationsOf(row) };
}

/** E-mail and username stay unique among all accounts (the username case-insensitively), with registration's messages. */
async function takenIssues(db: Db, accountId: number, email: string, username: string): Promise<FieldIssue[]> {
  const taken = await db
    .selectFrom('accounts')
    .select(['email', 'username'])
    .where('id', '!=', accountId)
    .where((eb) => eb.or([eb('email', '=', email), eb(eb.fn('lower', ['username']), '=', username.toLowerCase())]))
    .execute();
  const issues: FieldIssue[] = [];
  if (taken.some((a) => a.email === email)) issues.push({ path: 'body.email', message: 'This email is already in use.', code: 'email_taken' });
  if (taken.some((a) => a.username.toLowerCase() === username.toLowerCase())) issues.push({ path: 'body.username', message: 'This username is already in use.', code: 'username_taken' });
  return issues;
}

/**
 * Saves the general tab. A new e-mail address is unconfirmed until the link mailed to it (as at registration) is
 * opened; links mailed to the old one stop working.
 */
export async function saveGeneral(ctx: ServiceContext, input: z.output<typeof generalBody>) {
  const before = await accountOf(ctx.db, ctx.user.id);
  const issues = await takenIssues(ctx.db, ctx.user.id, input.email, input.username);
  if (issues.length) throw new Invalid(issues[0].message, issues);
  const emailChanged = input.email !== before.email;
  const changed = (['fullName', 'username', 'email', 'company'] as const).filter((field) => input[field] !== generalOf(before)[field]);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ full_name: input.fullName, username: input.username, email: input.email, company: input.company, ...(emailChanged && { email_verified_at: null }) })
      .where('id', '=', ctx.user.id)
      .execute();
    if (emailChanged) {
      await expireAccountTokens(trx, ctx.now, ctx.user.id, ['verify']);
      await queueVerification(trx, ctx.now, { id: ctx.user.id, email: input.email, full_name: input.fullName }, input.lang, ctx.publicUrl);
    }
    if (changed.length) await recordAudit(ctx, trx, 'account', ctx.user.id, 'edited', { fields: changed });
  });
  return withUserData(ctx);
}

/** The general tab and the session's user as they are now (the navbar shows the new name and picture at once). */
export async function withUserData(ctx: ServiceContext) {
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
  return { general: generalOf(account), userData: await userDataOf(ctx.db, account) };
}

export async function saveInfo(ctx: ServiceContext, input: z.output<typeof infoBody>) {
  await accountOf(ctx.db, ctx.user.id);
  return { info: infoOf(await saveRow(ctx.db, ctx.user.id, ctx.now, input)) };
}

export async function saveSocial(ctx: ServiceContext, input: z.output<typeof socialBody>) {
  await accountOf(ctx.db, ctx.user.id);
  return { social: socialOf(await saveRow(ctx.db, ctx.user.id, ctx.now, { social_links: JSON.stringify({ ...emptyLinks(), ...input.socialLinks }) })) };
}

export async function setConnection(ctx: ServiceContext, input: z.output<typeof connectionBody>) {
  await accountOf(ctx.db, ctx.user.id);
  return ctx.db.transaction().execute(async (trx) => {
    const connected = new Set(parseJson<string[]>((await rowOf(trx, ctx.user.id))?.connections, []));
    if (input.connected) connected.add(input.id);
    else connected.delete(input.id);
    const ordered = CONNECTION_IDS.filter((id) => connected.has(id));
    return { social: socialOf(await saveRow(trx, ctx.user.id, ctx.now, { connections: JSON.stringify(ordered) })) };
  });
}

export async function saveNotifications(ctx: ServiceContext, input: z.output<typeof notificationsBody>) {
  await accountOf(ctx.db, ctx.user.id);
  const values = Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [FLAG_COLUMNS[flag], toFlag(input[flag])]));
  return { notifications: notificationsOf(await saveRow(ctx.db, ctx.user.id, ctx.now, values)) };
}
