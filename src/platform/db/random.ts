/** A small deterministic generator (mulberry32) so every seed produces the same sample data. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  some<T>(items: readonly T[], min: number, max: number): T[];
  bool(probability?: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T,>(items: readonly T[]) => items[int(0, items.length - 1)];
  return {
    next,
    int,
    pick,
    some: (items, min, max) => {
      const pool = [...items];
      const count = Math.min(pool.length, int(min, max));
      const chosen = [];
      for (let i = 0; i < count; i++) chosen.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return chosen;
    },
    bool: (probability = 0.5) => next() < probability,
  };
}

/** `YYYY-MM-DD` of a date shifted by whole days. */
export function isoDay(from: Date, days = 0): string {
  const d = new Date(from.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}
