// zod compiles object parsers with `new Function` when it may, and probes for it on first parse; under the
// Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a violation. zod keeps its
// settings on this global (shared by every copy of it) and adopts one that exists: set here, before any schema
// loads (they come later, with forms), it costs the first load no zod code. The e2e suite's CSP check fails if
// zod ever stops reading it.
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };

export {};
