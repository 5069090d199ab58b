import { defineModule } from '@/platform/module';
import { formsContract } from './contract';
import { formsMigrations } from './migrations';
import { seedForms } from './seed';
import * as forms from './service';

/** The forms showcase's backend: the select demo's options and the uploader demo's files. */
export const formsModule = defineModule({
  name: 'forms-showcase',
  contract: formsContract,
  migrations: formsMigrations,
  seedShared: seedForms,
  handlers: {
    selectData: (ctx, { query }) => forms.selectOptions(ctx, query),
    uploads: (ctx) => forms.uploads(ctx),
    upload: (ctx, { body }) => forms.upload(ctx, body),
    removeUpload: (ctx, { params }) => forms.removeUpload(ctx, params.id),
  },
});
