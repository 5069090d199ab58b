import { compare, type Ledger, type Row } from './load';
import type { Kind } from './operations';
import type { Reader } from './database';

/** Every kind's rows of the run, compared with the ledger; with live-row counts for the report. */
export async function checkDatabase(reader: Reader, kinds: Kind[], ledger: Ledger, run: string, moment: number) {
  const problems: string[] = [];
  const counts: Record<string, { live: number; expected: number }> = {};
  for (const kind of kinds) {
    const rows = await reader.all<Row>(kind.rowsSql, [`${run}-%`]);
    problems.push(...compare(kind.name, rows, ledger, moment));
    const expected = ledger.records.filter((r) => r.kind === kind.name && r.writes.length && r.writes.every((w) => w.ackedAt !== null) && r.writes[r.writes.length - 1].value !== null).length;
    counts[kind.name] = { live: rows.filter((r) => r.v !== null).length, expected };
  }
  return { problems, counts };
}

/** A short random prefix for one run's markers: letters and digits only (no LIKE wildcards). */
export const runId = (label: string) => `${label}${Math.random().toString(36).slice(2, 7)}`;
