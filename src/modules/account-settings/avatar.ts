import type { z } from 'zod';
import type { ServiceContext } from '@/platform/auth/context';
import { checkImageUpload } from '@/platform/files/image-upload';
import { databaseFileStorage, fileKeyOfUrl } from '@/platform/files/storage';
import { AVATAR_MAX_BYTES, type avatarBody } from './contract';
import { withUserData } from './service';

/** Points the account at a new picture (or none), and forgets the stored one it replaces, in one transaction. */
async function replaceAvatar(ctx: ServiceContext, next: (files: ReturnType<typeof databaseFileStorage>) => Promise<string | null>) {
  await ctx.db.transaction().execute(async (trx) => {
    const files = databaseFileStorage(trx);
    const before = await trx.selectFrom('accounts').select(['avatar', 'avatar_color']).where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
    const avatar = await next(files);
    // Without a picture the initials show, on the account's colour.
    await trx
      .updateTable('accounts')
      .set({ avatar, avatar_color: before.avatar_color ?? 'primary' })
      .where('id', '=', ctx.user.id)
      .execute();
    const old = fileKeyOfUrl(before.avatar);
    if (old) await files.remove(old);
  });
  return withUserData(ctx);
}

/** A new avatar: checked by size and content first, so a refused upload writes nothing. */
export async function uploadAvatar(ctx: ServiceContext, input: z.output<typeof avatarBody>) {
  const image = checkImageUpload(input.file, 'body.file', AVATAR_MAX_BYTES);
  return replaceAvatar(ctx, async (files) => (await files.put({ ownerId: ctx.user.id, contentType: image.contentType, bytes: image.bytes }, ctx.now)).url);
}

/** Back to the initials. */
export const resetAvatar = (ctx: ServiceContext) => replaceAvatar(ctx, async () => null);
