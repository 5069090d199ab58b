import { z } from 'zod';
import { singleLine } from './text';

/** `page` (from 1) and `perPage` query fields, with a per-module default page size. */
export function pagingQuery(defaultPerPage: number) {
  return {
    page: z.coerce.number().int().min(1).max(10_000_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(defaultPerPage),
  };
}

export const sortDirection = z.enum(['asc', 'desc']);

/** A query string search term: trimmed, empty means none. */
export const searchTerm = singleLine().max(200).default('');

/** `%q%` for LIKE, with `%`, `_` and the escape character itself escaped (use with ESCAPE '\'). */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
