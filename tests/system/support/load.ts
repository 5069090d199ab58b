import type { Call, Kind } from './operations';

/** One request that would change a record: when it started, and when (and whether) the server acknowledged it. */
interface Write {
  /** The value the record has after it: its marker, or null for a delete. */
  value: string | null;
  startedAt: number;
  /** performance.now() of the 2xx answer; null while unanswered, or never answered (server killed). */
  ackedAt: number | null;
}

/** A record the load created (or tried to): its kind, id once known, and every write aimed at it. */
export interface TrackedRecord {
  kind: string;
  id: number | null;
  writes: Write[];
}

export interface Ledger {
  records: TrackedRecord[];
  /** Markers of writes the server refused: none may reach the database. */
  refused: { kind: string; marker: string; status: number }[];
  /** Answers with an unexpected status (any 5xx, or a 4xx to a valid write). */
  unexpected: string[];
  /** Requests that got no answer (only expected when the server is killed). */
  unanswered: number;
  acknowledged: number;
}

export interface LoadOptions {
  baseUrl: string;
  token: string;
  kinds: Kind[];
  writers: number;
  /** A prefix unique to this run: every marker starts with it. */
  run: string;
  /** Writers keep going while this is true. */
  running: () => boolean;
}

/** status 0: no answer (connection refused or cut), with the error. */
type Outcome = { status: number; body?: unknown; error?: string };

async function send(baseUrl: string, token: string, call: Call): Promise<Outcome> {
  try {
    const res = await fetch(`${baseUrl}/api${call.path}`, {
      method: call.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(call.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the report.
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, error: String((error as Error).cause ?? error) };
  }
}

/** Runs the writers to the end and returns the ledger of everything sent. */
export async function runWriters(options: LoadOptions): Promise<Ledger> {
  const { done } = startWriters(options);
  return done;
}

/**
 * Starts `writers` concurrent writers that go on until `running()` turns false or the server stops answering.
 * Each writer cycles through the kinds: create a record, edit it, delete every other one, and now and
 * then a write that must be refused. The ledger fills as answers come; `done` resolves when all writers stopped.
 */
export function startWriters(options: LoadOptions): { ledger: Ledger; done: Promise<Ledger> } {
  const ledger: Ledger = { records: [], refused: [], unexpected: [], unanswered: 0, acknowledged: 0 };

  async function write(record: TrackedRecord, call: Call, value: string | null): Promise<Outcome> {
    const entry: Write = { value, startedAt: performance.now(), ackedAt: null };
    record.writes.push(entry);
    const outcome = await send(options.baseUrl, options.token, call);
    if (outcome.status >= 200 && outcome.status < 300) {
      entry.ackedAt = performance.now();
      ledger.acknowledged++;
    } else if (outcome.status === 0) ledger.unanswered++;
    else ledger.unexpected.push(`${record.kind} ${call.method} ${call.path} → ${outcome.status} ${JSON.stringify(outcome.body)}`);
    return outcome;
  }

  async function writer(w: number) {
    for (let n = 0; options.running(); n++) {
      const kind = options.kinds[(w + n) % options.kinds.length];
      const marker = `${options.run}-w${w}-n${n}`;
      const unique = `${options.run}w${w}n${n}`.toLowerCase();

      if (n % 4 === 0) {
        const outcome = await send(options.baseUrl, options.token, kind.refusedCreate(`${marker}-refused`, unique));
        if (outcome.status === 0) {
          ledger.unanswered++;
          return;
        }
        if (outcome.status === 400) ledger.refused.push({ kind: kind.name, marker: `${marker}-refused`, status: outcome.status });
        else ledger.unexpected.push(`${kind.name} refused create → ${outcome.status} (expected 400)`);
        continue;
      }

      const record: TrackedRecord = { kind: kind.name, id: null, writes: [] };
      ledger.records.push(record);
      const created = await write(record, kind.create(marker, unique), marker);
      if (created.status === 0) return;
      if (created.status >= 300) continue;
      record.id = kind.idOf(created.body);
      if (!options.running()) return;

      const edited = await write(record, kind.edit(record.id, `${marker}-edited`), `${marker}-edited`);
      if (edited.status === 0) return;
      if (kind.remove && n % 2 === 0 && options.running()) {
        const removed = await write(record, kind.remove(record.id), null);
        if (removed.status === 0) return;
      }
    }
  }

  const done = Promise.all(Array.from({ length: options.writers }, (_, w) => writer(w))).then(() => ledger);
  return { ledger, done };
}

/**
 * The states a record may have in a database that holds every write acknowledged before `moment`
 * (null: absent or deleted): the last such write, plus any write not acknowledged by then, which
 * may or may not have landed.
 */
export function allowedStates(record: TrackedRecord, moment: number): (string | null)[] {
  const before = record.writes.filter((x) => x.ackedAt !== null && x.ackedAt <= moment);
  const after = record.writes.filter((x) => x.ackedAt === null || x.ackedAt > moment);
  const settled = before.length ? before[before.length - 1].value : null;
  return [settled, ...after.map((x) => x.value)];
}

export interface Row {
  id: number;
  v: string | null;
}

/**
 * Compares the rows of one kind carrying the run's markers with the ledger. Returns the mismatches
 * (empty when the database holds every write acknowledged before `moment`, and nothing else).
 */
export function compare(kind: string, rows: Row[], ledger: Ledger, moment: number): string[] {
  const problems: string[] = [];
  const byId = new Map(rows.map((r) => [Number(r.id), r.v]));
  const records = ledger.records.filter((r) => r.kind === kind);
  const known = new Set<number>();
  for (const record of records) {
    if (record.id === null) continue;
    known.add(record.id);
    const state = byId.has(record.id) ? byId.get(record.id)! : null;
    const allowed = allowedStates(record, moment);
    if (!allowed.includes(state)) problems.push(`${kind} #${record.id} is ${JSON.stringify(state)}, expected one of ${JSON.stringify(allowed)}`);
  }
  // Rows the ledger has no id for may only come from creates still unanswered at `moment`.
  const pendingCreates = new Set(records.filter((r) => r.writes[0] && (r.writes[0].ackedAt === null || r.writes[0].ackedAt > moment)).map((r) => r.writes[0].value));
  for (const row of rows) {
    if (known.has(Number(row.id))) continue;
    if (row.v !== null && pendingCreates.has(row.v)) continue;
    problems.push(`${kind} #${row.id} (${JSON.stringify(row.v)}) was never acknowledged`);
  }
  for (const refused of ledger.refused.filter((r) => r.kind === kind)) {
    if (rows.some((row) => row.v?.startsWith(refused.marker))) problems.push(`${kind}: the refused write ${refused.marker} is in the database`);
  }
  return problems;
}
