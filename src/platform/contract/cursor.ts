import { z } from 'zod';

/**
 * Where a keyset page ends: the sort it was read in, the sort value and the id of its last row.
 * Clients get it as an opaque string and send it back to read on from there.
 */
export interface Cursor {
  sort: string;
  key: string;
  id: number;
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify([cursor.sort, cursor.key, cursor.id])));
}

export function decodeCursor(text: string): Cursor | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [sort, key, id] = value as unknown[];
    if (typeof sort !== 'string' || typeof key !== 'string' || !Number.isSafeInteger(id) || (id as number) < 1) return null;
    return { sort, key, id: id as number };
  } catch {
    return null;
  }
}

/** The `cursor` query field: absent for the first page, else the `nextCursor` of the page before. */
export const cursorParam = z
  .string()
  .max(1000)
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: 'Invalid cursor: send back the nextCursor of the previous page' });
      return z.NEVER;
    }
    return cursor;
  })
  .optional();

/** `perPage` of a keyset list: how many rows a page holds. */
export const perPageParam = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
