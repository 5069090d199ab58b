import type { ChartKind } from './routes';

export interface ChartPoint {
  kind: ChartKind;
  series: string;
  /** Where the series comes among its data set's. */
  series_order: number;
  position: number;
  label: string;
  value: number;
}

/** A small seeded generator (mulberry32): the same numbers on every database. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const pad = (n: number) => String(n).padStart(2, '0');

/** Every point of every data set, generated once from fixed seeds. */
export function chartPoints(): ChartPoint[] {
  const points: ChartPoint[] = [];
  const seriesCount = new Map<ChartKind, number>();
  const add = (kind: ChartKind, series: string, labels: string[], values: number[]) => {
    const order = seriesCount.get(kind) ?? 0;
    seriesCount.set(kind, order + 1);
    labels.forEach((label, position) => points.push({ kind, series, series_order: order, position, label, value: values[position] }));
  };

  const random = seeded(2026);
  const months = Array.from({ length: 12 }, (_, i) => `2026-${pad(i + 1)}`);
  const channels: Record<string, number> = { online: 42, store: 30, wholesale: 18 };
  for (const [channel, base] of Object.entries(channels)) {
    add('sales', channel, months, months.map((_, i) => round(base + i * 1.6 + Math.sin((i / 12) * Math.PI * 2) * 6 + random() * 8, 1)));
  }

  const sources = ['direct', 'search', 'social', 'referral', 'email'];
  add('traffic', 'visits', sources, [38, 27, 18, 10, 7].map((share) => Math.round(share * 410 + random() * 300)));

  const days = Array.from({ length: 30 }, (_, i) => `2026-07-${pad(i + 1)}`);
  const max = days.map((_, i) => round(29 + Math.sin(i / 4) * 3 + random() * 2.5, 1));
  add('temperature', 'max', days, max);
  add('temperature', 'min', days, max.map((value) => round(value - 9 - random() * 3, 1)));

  const people = Array.from({ length: 40 }, (_, i) => String(i + 1));
  const heights = people.map(() => round(150 + random() * 45, 1));
  add('sizes', 'height', people, heights);
  add('sizes', 'weight', people, heights.map((h) => round((h - 100) * 0.9 + (random() - 0.5) * 18, 1)));

  const skills = ['design', 'frontend', 'backend', 'testing', 'devops', 'support'];
  add('skills', 'teamA', skills, skills.map(() => Math.round(45 + random() * 50)));
  add('skills', 'teamB', skills, skills.map(() => Math.round(35 + random() * 55)));

  const hours = Array.from({ length: 12 }, (_, i) => `${pad(i + 8)}:00`);
  for (const [d, day] of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].entries()) {
    const weekend = d >= 5 ? 0.4 : 1;
    add('activity', day, hours, hours.map((_, h) => Math.round((30 + Math.sin((h / 11) * Math.PI) * 50 + random() * 20) * weekend)));
  }

  const sessions = Array.from({ length: 20 }, (_, i) => `2026-10-${pad(i + 1)}`);
  const ohlc = { open: [] as number[], high: [] as number[], low: [] as number[], close: [] as number[] };
  let price = 120;
  for (let i = 0; i < sessions.length; i++) {
    const open = price;
    const close = round(open + (random() - 0.45) * 8, 2);
    ohlc.open.push(round(open, 2));
    ohlc.close.push(close);
    ohlc.high.push(round(Math.max(open, close) + random() * 4, 2));
    ohlc.low.push(round(Math.min(open, close) - random() * 4, 2));
    price = close;
  }
  for (const [series, values] of Object.entries(ohlc)) add('stock', series, sessions, values);

  add('goals', 'reached', ['sales', 'marketing', 'support', 'product'], [82, 64, 91, 47]);
  return points;
}
