import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldIssue } from '@/platform/contract/issues';
import { errorOptionOf } from './issue-text';

/** `body.user.email` → `user.email`: the request part goes, the field's path stays. */
const fieldPathOf = (path: string) => path.replace(/^(body|query|params)\.?/, '');

/**
 * Puts a 400's issues on the form's fields: an issue lands on the field whose name ends its path
 * (`body.user.email` → `email`, `body.invoice.items.0.cost` → `items.0.cost`). Returns the issues no field
 * took, for an alert.
 */
export function applyServerIssues<V extends FieldValues>(issues: readonly FieldIssue[], setError: UseFormSetError<V>, fields: readonly string[]): FieldIssue[] {
  const unplaced: FieldIssue[] = [];
  const placed = new Set<string>();
  for (const issue of issues) {
    const path = fieldPathOf(issue.path);
    const name = fields
      .filter((field) => path === field || path.endsWith(`.${field}`) || matchesItem(path, field))
      .map((field) => (matchesItem(path, field) ? itemPath(path, field) : field))
      .sort((a, b) => b.length - a.length)[0];
    if (!name) {
      unplaced.push(issue);
      continue;
    }
    // The first issue of a field is the one it shows, as with the browser's own checks.
    if (placed.has(name)) continue;
    placed.add(name);
    setError(name as Path<V>, errorOptionOf(issue), { shouldFocus: placed.size === 1 });
  }
  return unplaced;
}

/** A field named `items.*.cost` takes `…items.3.cost`. */
function matchesItem(path: string, field: string): boolean {
  if (!field.includes('*')) return false;
  const pattern = new RegExp(`(^|\\.)${field.replaceAll('.', '\\.').replace('*', '\\d+')}$`);
  return pattern.test(path);
}

function itemPath(path: string, field: string): string {
  const pattern = new RegExp(`${field.replaceAll('.', '\\.').replace('*', '\\d+')}$`);
  return pattern.exec(path)?.[0] ?? field;
}
