import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import type { EndpointDef } from '@/platform/contract/define-endpoint';
import { composeBackend } from '@/platform/backend';
import { businessModules } from '@/modules/registry';
import { showcaseModules } from '@/showcase/registry';
import { dumpTables } from './testing/db-dump';
import { createTestApp } from './test-app';
import {
  jsonBytes,
  malformed,
  malformedParam,
  malformedQuery,
  plausible,
  queryString,
  readJson,
  readQuery,
  readSent,
  stringSites,
  valueAtSite,
  withValueAt,
  type JsonSchema,
  type RawText,
} from './testing/malformed-input';

// Every endpoint the server registers: the auth module's and the business modules' contracts.
const registered = composeBackend([...businessModules, ...showcaseModules], {
  tokens: { secret: 'unused', accessTtlSeconds: 60, refreshTtlSeconds: 60, rememberTtlSeconds: 60 },
  registration: true,
  registerRole: 'admin',
  accountLoginLimit: { failures: 10, windowSeconds: 900 },
  sampleData: true,
}).modules;
const endpoints = registered.flatMap((module) =>
  (Object.entries(module.contract) as [string, EndpointDef][]).map(([name, def]) => ({ label: `${module.name}.${name} ${def.method} ${def.path}`, def })),
);

const BODY_LIMIT = 1024 * 1024;
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const WELL_FORMED_RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** What a malformed request must get: a status (any 4xx when the server's own parsing decides) and, for a 400 from a schema, the issues' paths. */
interface Expected {
  status: number | '4xx';
  issuePaths?: string[];
  /** Params are decoded by the router: only the part the issues name is certain. */
  issuePrefix?: string;
}
interface Sent {
  method: EndpointDef['method'];
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  expected: Expected;
}

/** `body.items.0.cost`: the part of the request, then the path, as the server names a field. */
function pathsOf(part: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => [part, ...issue.path.map(String).flatMap((k) => k.split('/'))].filter(Boolean).join('.'));
}

// Text that no field may keep: control characters (bar tab and line breaks, which multi-line fields keep)
// and broken Unicode. The schema may let it through where nothing is stored (a password to check).
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const HOSTILE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]|\p{Cs}/u;

function carriesHostileText(root: unknown): boolean {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'string' && HOSTILE_TEXT.test(node)) return true;
    if (node !== null && typeof node === 'object') stack.push(...Object.values(node));
  }
  return false;
}

/** The schema's verdict on what the server read; what it accepts is still refused when it carries hostile text. */
function judge(part: 'body' | 'query', schema: z.ZodType, value: unknown): Expected | null {
  const result = schema.safeParse(value);
  if (!result.success) return { status: 400, issuePaths: pathsOf(part, result.error) };
  return carriesHostileText(result.data) ? { status: '4xx' } : null;
}

/** `__proto__`, or `constructor.prototype`, anywhere: the server's JSON parser refuses these outright. */
function poisonsPrototypes(root: unknown): boolean {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const ctor = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    stack.push(...Object.values(node));
  }
  return false;
}

function judgeJsonBody(schema: z.ZodType, bytes: Buffer, limit = BODY_LIMIT): Expected | null {
  if (bytes.length > limit) return { status: 413 };
  const parsed = readJson(bytes);
  if (!parsed || poisonsPrototypes(parsed.value)) return { status: 400 };
  return judge('body', schema, parsed.value);
}

function sample<T>(arbitrary: fc.Arbitrary<T>, accept: (value: T) => boolean): T {
  const found = fc.sample(arbitrary, { numRuns: 200, seed: 7 }).find(accept);
  if (found === undefined) throw new Error('no valid sample');
  return found;
}

/** A value of a query schema's shape as a query string's texts. */
const queryOf = (value: unknown) => Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]));

const fillPath = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name]);

const BAD_JSON = ['{', '{"a":', '[1,2', "{'a':1}", '{"a":1,}', 'NaN', 'undefined', '{"a":1}{"b":2}', '\u0000', '', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '\ufeff{}'];
const OTHER_TYPES = ['application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html', 'application/octet-stream', 'image/png'];

/** Path parameters the schema takes, as values and as they go in the path. */
function validParams(def: EndpointDef) {
  const params = (def.params ? sample(plausible(jsonSchemaOf(def.params)), (v) => def.params!.safeParse(v).success) : {}) as Record<string, unknown>;
  return { params, paramText: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(String(v))])) };
}

/** Every way this endpoint's input can be malformed, each with what the server must answer. */
function malformedRequests(def: EndpointDef, headers: Record<string, string>): fc.Arbitrary<Sent> | undefined {
  const { params, paramText } = validParams(def);
  const query = def.query ? sample(plausible(jsonSchemaOf(def.query)), (v) => def.query!.safeParse(v).success) : undefined;
  const validQuery = query ? `?${queryString(queryOf(query))}` : '';
  const url = `/api${fillPath(def.path, paramText)}${validQuery}`;
  const options: fc.MaybeWeightedArbitrary<Sent | null>[] = [];

  if (def.body && def.method !== 'GET') {
    const body = def.body;
    // An upload may take more than the server's default.
    const limit = def.bodyLimit ?? BODY_LIMIT;
    const schema = jsonSchemaOf(body);
    const send = (payload: Buffer, expected: Expected | null, contentType = 'application/json') =>
      expected && { method: def.method, url, headers: { ...headers, 'content-type': contentType }, payload, expected };
    options.push(
      {
        arbitrary: malformed(schema).map((value) => {
          const bytes = jsonBytes(value);
          return send(bytes, judgeJsonBody(body, bytes, limit));
        }),
        weight: 6,
      },
      fc.constantFrom(...BAD_JSON).map((text) => send(Buffer.from(text), judgeJsonBody(body, Buffer.from(text), limit))),
      // A fine body cut anywhere.
      fc
        .tuple(plausible(schema), fc.nat())
        .map(([value, at]) => jsonBytes(value).subarray(0, at % Math.max(1, jsonBytes(value).length)))
        .map((bytes) => send(bytes, judgeJsonBody(body, bytes, limit))),
      fc.tuple(plausible(schema), fc.constantFrom(...OTHER_TYPES)).map(([value, type]) => send(jsonBytes(value), { status: 415 }, type)),
      plausible(schema).map((value) => send(jsonBytes(value), judge('body', body, jsonBytes(value).toString('utf8')), 'text/plain')),
      fc.tuple(plausible(schema), fc.constantFrom('x', 'é')).map(([value, unit]) => send(jsonBytes({ ...(value as object), padding: unit.repeat(limit) }), { status: 413 })),
    );
    // No content type at all.
    options.push(plausible(schema).map((value) => ({ method: def.method, url, headers, payload: jsonBytes(value), expected: { status: 415 } })));
  }

  if (def.query) {
    const schema = def.query;
    options.push(
      malformedQuery(jsonSchemaOf(schema)).map((sent) => {
        const expected = judge('query', schema, readQuery(sent));
        return expected && { method: def.method, url: `/api${fillPath(def.path, paramText)}?${queryString(sent)}`, headers, expected };
      }),
    );
  }

  if (def.params) {
    const schema = def.params;
    const properties = jsonSchemaOf(schema).properties ?? {};
    for (const [name, property] of Object.entries(properties)) {
      options.push(
        malformedParam(property).map((raw: RawText) => {
          const readable = raw.text.length <= 100;
          const valid = readable && schema.safeParse({ ...params, [name]: readSent(raw.text) }).success;
          if (valid || raw.text === '' || raw.text === '.' || raw.text === '..') return null;
          return { method: def.method, url: `/api${fillPath(def.path, { ...paramText, [name]: raw.text })}${validQuery}`, headers, expected: { status: '4xx', issuePrefix: 'params' } };
        }),
      );
    }
  }

  if (!options.length) return undefined;
  return fc.oneof(...options).filter((sent): sent is Sent => sent !== null);
}

// Each text site gets each of these: a control, an escape, a C1 control, a lone surrogate, a broken byte's trace.
const SWEEP = ['\u0000', '\u001b', '\u0085', '\ud800', '\ufffd'];

/**
 * Hostile text at every string the schema holds, one site at a time, in an otherwise valid input: the
 * random cases may miss a field, this does not.
 */
function hostileTextSweep(def: EndpointDef, headers: Record<string, string>): Sent[] {
  const sent: Sent[] = [];
  const path = `/api${fillPath(def.path, validParams(def).paramText)}`;
  const parts = [
    ...(def.body && def.method !== 'GET' ? [['body', def.body] as const] : []),
    ...(def.query ? [['query', def.query] as const] : []),
  ];
  for (const [part, schema] of parts) {
    const json = jsonSchemaOf(schema);
    const valid = fc.sample(plausible(json), { numRuns: 300, seed: 11 }).filter((v) => schema.safeParse(v).success);
    for (const site of stringSites(json)) {
      if (part === 'query' && site.length !== 1) continue;
      const base = valid.find((v) => typeof valueAtSite(v, site) === 'string') ?? valid[0] ?? {};
      for (const bad of SWEEP) {
        const value = withValueAt(base, site, `ok${bad}ok`);
        if (part === 'body') {
          const payload = jsonBytes(value);
          const expected = judgeJsonBody(schema, payload);
          if (expected) sent.push({ method: def.method, url: path, headers: { ...headers, 'content-type': 'application/json' }, payload, expected });
        } else {
          const query = queryOf(value);
          const expected = judge('query', schema, readQuery(query));
          if (expected) sent.push({ method: def.method, url: `${path}?${queryString(query)}`, headers, expected });
        }
      }
    }
  }
  return sent;
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function expectRefused(t: TestApp, sent: Sent) {
  const res = await t.app.inject({ method: sent.method, url: sent.url, headers: sent.headers, payload: sent.payload });
  const where = `${sent.method} ${sent.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  const { status, issuePaths, issuePrefix } = sent.expected;
  if (status === '4xx') {
    expect(res.statusCode >= 400 && res.statusCode < 500, where).toBe(true);
  } else {
    expect(res.statusCode, where).toBe(status);
  }
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown; issues?: { path: string; message: string }[] };
  expect(typeof body.message === 'string' && body.message.trim().length > 3, where).toBe(true);
  if (issuePaths) {
    expect(body.issues?.map((issue) => issue.path), where).toEqual(issuePaths);
    expect(body.message, where).toBe(`${body.issues![0].path}: ${body.issues![0].message}`);
  }
  if (issuePrefix && body.issues) {
    for (const issue of body.issues) expect(issue.path.split('.')[0], where).toBe(issuePrefix);
  }
}

describe('malformed input to every endpoint', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let before: Record<string, unknown[]>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login()).headers;
    before = await dumpTables(t.db);
  });
  afterAll(() => t.app.close());

  it('covers the routes the server registers', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    for (const { def } of endpoints) expect(t.app.hasRoute({ method: def.method, url: `/api${def.path}` }), def.path).toBe(true);
  });

  // An endpoint that takes no input has nothing to malform; a new one with input is picked up here.
  it.each(endpoints.filter(({ def }) => def.params || def.query || (def.body && def.method !== 'GET')))(
    '$label: 4xx with a useful message, nothing written',
    async ({ def }) => {
      for (const sent of hostileTextSweep(def, headers)) await expectRefused(t, sent);
      const requests = malformedRequests(def, headers)!;
      await fc.assert(
        fc.asyncProperty(requests, (sent) => expectRefused(t, sent)),
        { numRuns: RUNS },
      );
      expect(await dumpTables(t.db)).toEqual(before);
    },
    60_000,
  );

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE' as const), fc.array(segment, { maxLength: 4 }), async (method, segments) => {
        const url = `/api/no-such-place${segments.map((s) => `/${s}`).join('')}`;
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: `Not found: ${method} ${url}` });
      }),
      { numRuns: RUNS },
    );
    expect(await dumpTables(t.db)).toEqual(before);
  });
});

/** Requests of the right shape (most pass validation): they reach the services, which must not fail either. */
function wellFormedRequests(def: EndpointDef, headers: Record<string, string>): fc.Arbitrary<Omit<Sent, 'expected'>> {
  // The JSON Schema lacks the refinements (an end after its start): of a few candidates, one the schema takes.
  const likelyValid = (schema: z.ZodType) => fc.array(plausible(jsonSchemaOf(schema)), { minLength: 30, maxLength: 30 }).map((candidates) => candidates.find((c) => schema.safeParse(c).success) ?? candidates[0]);
  const params = def.params ? likelyValid(def.params) : fc.constant({});
  const query = def.query ? likelyValid(def.query) : fc.constant(undefined);
  const body = def.body && def.method !== 'GET' ? likelyValid(def.body) : fc.constant(undefined);
  return fc.tuple(params, query, body).map(([p, q, b]) => {
    const path = fillPath(def.path, Object.fromEntries(Object.entries(p as object).map(([k, v]) => [k, encodeURIComponent(String(v))])));
    const url = `/api${path}${q === undefined ? '' : `?${queryString(queryOf(q))}`}`;
    return b === undefined ? { method: def.method, url, headers } : { method: def.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: jsonBytes(b) };
  });
}

describe('well-formed input to every endpoint', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login()).headers;
  });
  afterAll(() => t.app.close());

  it.each(endpoints)(
    '$label: never a 5xx',
    async ({ def }) => {
      await fc.assert(
        fc.asyncProperty(wellFormedRequests(def, headers), async (sent) => {
          const res = await t.app.inject({ method: sent.method, url: sent.url, headers: sent.headers, payload: sent.payload });
          const where = `${sent.method} ${sent.url.slice(0, 200)} ${sent.payload?.toString('utf8').slice(0, 300) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message, where).toBe('string');
        }),
        { numRuns: WELL_FORMED_RUNS },
      );
    },
    60_000,
  );
});
