import type { z } from 'zod';
import type { ServiceContext } from '@/platform/auth/context';
import { NotFound } from '@/platform/contract/errors';
import { checkImageUpload } from '@/platform/files/image-upload';
import { databaseFileStorage, fileKeyOfUrl } from '@/platform/files/storage';
import { FEATURED_IMAGE_MAX_BYTES, type imageBody } from './contract';
import { getEdit } from './service';

/** A post's new featured image: checked by size and content first; the stored one it replaces is forgotten. */
export async function uploadFeaturedImage(ctx: ServiceContext, id: number, input: z.output<typeof imageBody>) {
  const before = await ctx.db.selectFrom('blog_posts').select('image').where('id', '=', id).executeTakeFirst();
  if (!before) throw new NotFound('No such post');
  const image = checkImageUpload(input.file, 'body.file', FEATURED_IMAGE_MAX_BYTES);
  await ctx.db.transaction().execute(async (trx) => {
    const files = databaseFileStorage(trx);
    const stored = await files.put({ ownerId: ctx.user.id, contentType: image.contentType, bytes: image.bytes }, ctx.now);
    await trx.updateTable('blog_posts').set({ image: stored.url, updated_at: ctx.now.toISOString() }).where('id', '=', id).execute();
    const old = fileKeyOfUrl(before.image);
    if (old) await files.remove(old);
  });
  return getEdit(ctx, id);
}
