/** `En revisión` → `en-revision`; empty or symbol-only titles become `board`. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'board';
}

/** The slug of the title, with `-2`, `-3`, … appended until no board has it. */
export function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugOf(title);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
