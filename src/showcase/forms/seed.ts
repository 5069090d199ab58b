import type { SeedContext } from '@/platform/module';
import { SAMPLE_OPTIONS } from './sample-options';
import './tables';

/** The select demo's hundred options. */
export async function seedForms({ db }: SeedContext) {
  await db.insertInto('select_options').values(SAMPLE_OPTIONS).execute();
}
