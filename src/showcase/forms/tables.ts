import type { Generated } from 'kysely';

/** The options the select demo searches (SPEC §3: id, value, label). */
export interface SelectOptionTable {
  id: Generated<number>;
  value: string;
  label: string;
}

/** Files kept by the uploader demo: the bytes are in the shared `files` store, under `file_key`. */
export interface FormUploadTable {
  id: Generated<number>;
  account_id: number;
  file_key: string;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    select_options: SelectOptionTable;
    form_uploads: FormUploadTable;
  }
}
