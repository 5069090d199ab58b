import type { Db } from '@/platform/db/database';
import './tables';

/** A file to keep: whose it is (null: nobody's in particular), its type and its bytes. */
export interface NewFile {
  ownerId: number | null;
  contentType: string;
  bytes: Uint8Array;
}

/** A kept file as callers see it: `url` is where browsers fetch it. */
export interface StoredFile {
  id: number;
  key: string;
  ownerId: number | null;
  contentType: string;
  size: number;
  createdAt: string;
  url: string;
}

export interface FileContent extends StoredFile {
  bytes: Uint8Array;
}

/**
 * Where uploads live. Small on purpose: avatars use it today; featured images and attachments can too. The
 * database implementation below keeps the bytes in the `files` table, so every server instance serves them.
 */
export interface FileStorage {
  put(file: NewFile, now: Date): Promise<StoredFile>;
  get(key: string): Promise<FileContent | null>;
  /** Forgets a file; a key that names none is no error. */
  remove(key: string): Promise<void>;
}

/** Served by `GET /api/files/:key`. */
export const fileUrl = (key: string) => `/api/files/${key}`;

const URL_PATTERN = /^\/api\/files\/([A-Za-z0-9_-]{32})$/;

/** The key of a stored file's address, or null when the address is not one (a drawn sample avatar, say). */
export const fileKeyOfUrl = (url: string | null | undefined): string | null => (url ? (URL_PATTERN.exec(url)?.[1] ?? null) : null);

export const isFileKey = (text: string) => /^[A-Za-z0-9_-]{32}$/.test(text);

function newFileKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

export function databaseFileStorage(db: Db): FileStorage {
  return {
    async put({ ownerId, contentType, bytes }, now) {
      const key = newFileKey();
      const createdAt = now.toISOString();
      const { id } = await db
        .insertInto('files')
        .values({ key, owner_id: ownerId, content_type: contentType, size: bytes.byteLength, bytes, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, key, ownerId, contentType, size: bytes.byteLength, createdAt, url: fileUrl(key) };
    },
    async get(key) {
      if (!isFileKey(key)) return null;
      const row = await db.selectFrom('files').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row) return null;
      return { id: row.id, key: row.key, ownerId: row.owner_id, contentType: row.content_type, size: Number(row.size), createdAt: row.created_at, url: fileUrl(row.key), bytes: row.bytes };
    },
    async remove(key) {
      await db.deleteFrom('files').where('key', '=', key).execute();
    },
  };
}
