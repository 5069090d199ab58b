import { defineModule } from '@/platform/module';
import { NotFound } from '@/platform/contract/errors';
import { filesContract } from './contract';
import { filesMigrations } from './migrations';
import { databaseFileStorage } from './storage';

/** The file store every module may use, and the one endpoint that serves its files. */
export const filesModule = defineModule({
  name: 'files',
  contract: filesContract,
  migrations: filesMigrations,
  handlers: {
    file: async (ctx, { params }) => {
      const file = await databaseFileStorage(ctx.db).get(params.key);
      if (!file) throw new NotFound('No such file');
      return { contentType: file.contentType, bytes: file.bytes };
    },
  },
});
