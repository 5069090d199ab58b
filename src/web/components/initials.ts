/**
 * Up to two initials of a name: the first letter or digit of each of its first two words that have one.
 * Marks, punctuation, symbols and invisible format characters (a right-to-left override, say) are never an initial.
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((initial): initial is string => Boolean(initial))
    .slice(0, 2)
    .map((initial) => initial.toUpperCase())
    .join('');
}
