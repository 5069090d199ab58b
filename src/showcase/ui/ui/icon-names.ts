/** `ArrowBigDown` → `arrow-big-down`, the name lucide's other packages and its site use. */
export const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();

/** Whether an icon's name matches what was typed: every word of the query in its name, dashes and case ignored. */
export function matches(name: string, query: string): boolean {
  const words = query.toLowerCase().split(/[\s-]+/).filter(Boolean);
  const flat = name.toLowerCase();
  return words.every((word) => flat.includes(word));
}

/** What a click copies: the component's name, or the JSX that draws it. */
export type CopyAs = 'name' | 'jsx';
export const copiedText = (name: string, as: CopyAs) => (as === 'jsx' ? `<${name} />` : name);
