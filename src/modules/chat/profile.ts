import type { z } from 'zod';
import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { CHAT_STATUSES, type ChatSettings, type ChatStatus, type Contact, type ProfileUser, type profileUpdate } from './contract';
import type { ChatProfileRow } from './tables';

export const DEFAULT_SETTINGS: ChatSettings = { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true };

interface PersonRow {
  id: number;
  full_name: string;
  avatar: string | null;
  role: string;
  job_title: string | null;
  about: string | null;
  status: string | null;
}

const asStatus = (value: string | null): ChatStatus => (CHAT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ChatStatus) : 'offline';

/** A person as a contact: their chat profile when they have one, otherwise offline with nothing said. */
export function toContact(row: PersonRow): Contact {
  return {
    id: row.id,
    fullName: row.full_name,
    avatar: row.avatar,
    role: row.job_title ?? row.role,
    about: row.about ?? '',
    status: asStatus(row.status),
  };
}

/** accounts joined with their chat profile: the columns toContact reads. */
export function peopleQuery(db: Db) {
  return db
    .selectFrom('accounts')
    .leftJoin('chat_profiles', 'chat_profiles.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.full_name', 'accounts.avatar', 'accounts.role', 'chat_profiles.job_title', 'chat_profiles.about', 'chat_profiles.status']);
}

/** Every account gets its chat profile the first time it is asked for: online, nothing said, default settings. */
async function ensureProfile(ctx: ServiceContext): Promise<ChatProfileRow> {
  const existing = await ctx.db.selectFrom('chat_profiles').selectAll().where('account_id', '=', ctx.user.id).executeTakeFirst();
  if (existing) return existing;
  await ctx.db
    .insertInto('chat_profiles')
    .values({ account_id: ctx.user.id, job_title: null, about: '', status: 'online', settings: JSON.stringify(DEFAULT_SETTINGS), updated_at: ctx.now.toISOString() })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return ctx.db.selectFrom('chat_profiles').selectAll().where('account_id', '=', ctx.user.id).executeTakeFirstOrThrow();
}

export async function getProfileUser(ctx: ServiceContext): Promise<ProfileUser> {
  const profile = await ensureProfile(ctx);
  const account = await ctx.db.selectFrom('accounts').select(['id', 'full_name', 'avatar', 'role']).where('id', '=', ctx.user.id).executeTakeFirst();
  if (!account) throw new NotFound('Account not found');
  return {
    ...toContact({ ...account, job_title: profile.job_title, about: profile.about, status: profile.status }),
    settings: { ...DEFAULT_SETTINGS, ...(JSON.parse(profile.settings) as Partial<ChatSettings>) },
  };
}

/** Changes only the fields given; settings merge key by key. */
export async function updateProfileUser(ctx: ServiceContext, update: z.output<typeof profileUpdate>): Promise<ProfileUser> {
  const current = await getProfileUser(ctx);
  await ctx.db
    .updateTable('chat_profiles')
    .set({
      about: update.about ?? current.about,
      status: update.status ?? current.status,
      settings: JSON.stringify({ ...current.settings, ...update.settings }),
      updated_at: ctx.now.toISOString(),
    })
    .where('account_id', '=', ctx.user.id)
    .execute();
  return getProfileUser(ctx);
}
