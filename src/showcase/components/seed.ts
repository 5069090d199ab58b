import type { SeedContext } from '@/platform/module';

// Ten openings by ten endings: a hundred titles that read like films, none of them real.
const OPENINGS = ['The Silent', 'Midnight', 'Paper', 'The Last', 'Crimson', 'Northern', 'Hollow', 'Electric', 'The Glass', 'Wandering'];
const ENDINGS = ['Harbor', 'Orchard', 'Lanterns', 'Frontier', 'Cartographer', 'Tide', 'Mirage', 'Kingdom', 'Symphony', 'Compass'];

/** SPEC §9: 100 auto-complete entries, each rank from 1 to 100 given once. */
export async function seedAutocompleteTitles({ db, random }: SeedContext) {
  const ranks = Array.from({ length: OPENINGS.length * ENDINGS.length }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [ranks[i], ranks[j]] = [ranks[j], ranks[i]];
  }
  const rows = OPENINGS.flatMap((opening, o) => ENDINGS.map((ending, e) => ({ title: `${opening} ${ending}`, rank: ranks[o * ENDINGS.length + e] })));
  await db.insertInto('autocomplete_titles').values(rows).execute();
}
