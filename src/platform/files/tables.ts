import type { Generated, Selectable } from 'kysely';

/** Uploaded files, bytes and all, in the database: every server instance on it serves the same ones. */
export interface FileTable {
  id: Generated<number>;
  /** Random and unguessable: the file's address (`/api/files/<key>`) is its only credential. */
  key: string;
  owner_id: number | null;
  content_type: string;
  size: number;
  /** BLOB on SQLite, bytea on PostgreSQL. */
  bytes: Uint8Array;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    files: FileTable;
  }
}

export type FileRow = Selectable<FileTable>;
