// How the built server is run, by `npm start` and by everything that measures or tests what `npm start` runs.

/** The old generation's cap, in MB: some four times what the server keeps alive (about 40 MB idle). */
export const SERVER_HEAP_MB = 160;

/**
 * Node's arguments for the server. Uncapped, V8 sizes the heap to the machine, and a busy server let its garbage
 * pile up to near 300 MB of memory (on PostgreSQL) before collecting it; capped, it stays near 170 MB, for somewhat
 * more time spent collecting (see the README). A cap alone would also shrink the young generation (V8 derives one
 * from the other), so that short-lived objects would be promoted and collected at greater cost: its default size
 * (16 MB per semi-space) is kept. A cap given in NODE_OPTIONS wins.
 */
export function serverArgs(env = process.env) {
  const capped = /--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '');
  return [...(capped ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`, '--max-semi-space-size=16']), 'dist/server/main.js'];
}
