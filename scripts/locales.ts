import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['es', 'en', 'fr', 'de', 'pt', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

/** Every `locales/<lng>.json` below src/, each module owning its own. */
export function localeSources(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) continue;
      if (name !== 'locales') walk(path);
      else found.push(...readdirSync(path).filter((f) => f.endsWith('.json')).map((f) => join(path, f)));
    }
  };
  walk(root);
  return found.sort();
}

function merge(into: Tree, from: Tree, file: string, prefix = ''): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value, file, `${prefix}${key}.`);
    else if (existing !== undefined) throw new Error(`Translation key ${prefix}${key} defined twice (again in ${file})`);
    else into[key] = value;
  }
}

/** One merged translation tree per language: the single file the browser loads. */
export function buildLocale(root: string, lng: string): Tree {
  const tree: Tree = {};
  for (const file of localeSources(root).filter((f) => f.endsWith(`/${lng}.json`))) {
    merge(tree, JSON.parse(readFileSync(file, 'utf8')) as Tree, file);
  }
  return tree;
}

export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flattenKeys(v, `${prefix}${k}.`)));
}
