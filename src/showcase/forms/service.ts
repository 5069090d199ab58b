import type { z } from 'zod';
import type { ServiceContext } from '@/platform/auth/context';
import { Invalid, NotFound } from '@/platform/contract/errors';
import { containsText } from '@/platform/db/sql';
import { databaseFileStorage, fileUrl } from '@/platform/files/storage';
import type { selectQuery, UploadBody, UploadedFile } from './contract';
import { SELECT_LIMIT, UPLOADS_PER_ACCOUNT, UPLOAD_TYPES } from './routes';
import { checkUpload } from './upload-check';
import './tables';

/** Options whose label contains the query, in label order, at most SELECT_LIMIT, with the count of every match. */
export async function selectOptions(ctx: ServiceContext, { query }: z.output<typeof selectQuery>) {
  let base = ctx.db.selectFrom('select_options');
  if (query) base = base.where((eb) => containsText(ctx.db, eb.ref('label'), query));
  const [options, count] = await Promise.all([
    base.select(['id', 'value', 'label']).orderBy('label').orderBy('id').limit(SELECT_LIMIT).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { options, total: Number(count.n) };
}

type UploadRow = { id: number; name: string; content_type: string; size: number; file_key: string; created_at: string };

const asFile = (row: UploadRow): UploadedFile => ({
  id: row.id,
  name: row.name,
  contentType: UPLOAD_TYPES.find((type) => type === row.content_type) ?? 'application/pdf',
  size: Number(row.size),
  url: fileUrl(row.file_key),
  createdAt: row.created_at,
});

/** The account's uploaded files, newest first. */
export async function uploads(ctx: ServiceContext) {
  const rows = await ctx.db.selectFrom('form_uploads').select(['id', 'name', 'content_type', 'size', 'file_key', 'created_at']).where('account_id', '=', ctx.user.id).orderBy('id', 'desc').execute();
  return { files: rows.map(asFile) };
}

/** Keeps a file for the account, once its content, size and the account's count are checked. */
export async function upload(ctx: ServiceContext, body: UploadBody) {
  const checked = checkUpload(body.file);
  const { n } = await ctx.db.selectFrom('form_uploads').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', ctx.user.id).executeTakeFirstOrThrow();
  if (Number(n) >= UPLOADS_PER_ACCOUNT) {
    const message = `Keep at most ${UPLOADS_PER_ACCOUNT} files: remove one first.`;
    throw new Invalid(message, [{ path: 'body.file', message, code: 'too_many_files' }]);
  }
  const row = await ctx.db.transaction().execute(async (trx) => {
    const stored = await databaseFileStorage(trx).put({ ownerId: ctx.user.id, contentType: checked.contentType, bytes: checked.bytes }, ctx.now);
    const values = { account_id: ctx.user.id, file_key: stored.key, name: body.name, content_type: checked.contentType, size: stored.size, created_at: stored.createdAt };
    const { id } = await trx.insertInto('form_uploads').values(values).returning('id').executeTakeFirstOrThrow();
    return { id, ...values };
  });
  return { file: asFile(row) };
}

/** Forgets one of the account's files (another account's is not found). */
export async function removeUpload(ctx: ServiceContext, id: number) {
  const row = await ctx.db.selectFrom('form_uploads').select('file_key').where('id', '=', id).where('account_id', '=', ctx.user.id).executeTakeFirst();
  if (!row) throw new NotFound('No such file');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('form_uploads').where('id', '=', id).execute();
    await databaseFileStorage(trx).remove(row.file_key);
  });
  return uploads(ctx);
}
