import fc from 'fast-check';

/**
 * Input for an endpoint, derived from the JSON Schema of its zod schema (`z.toJSONSchema`): values of the
 * right shape (`plausible`) and values broken somewhere (`malformed`). A new endpoint gets both without an
 * edit. The schema's refinements are not in the JSON Schema, so whether a value is really refused is for
 * the zod schema itself to say (the test asks it).
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Bytes spliced as they are into the JSON text of a body: broken UTF-8, nesting too deep to build as a value. */
export class RawJson {
  constructor(readonly bytes: Buffer) {}
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'] as const;

function typesOf(schema: JsonSchema): Set<string> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return new Set(alternatives.flatMap((s) => [...typesOf(s)]));
  if (schema.enum) return new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)));
  if (schema.const !== undefined) return new Set([schema.const === null ? 'null' : typeof schema.const]);
  if (schema.type) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  return new Set(JSON_TYPES);
}

// Strings that the contracts' own rules often want: names, paths, addresses, days and moments.
const SAMPLE_STRINGS = ['Ana', 'Nueva tarea', 'todo', '/images/avatars/1.svg', 'https://example.com/a.png', 'ana@demo.com', '2026-05-01', '2026-05-03T10:00:00Z'];

const fitting = (schema: JsonSchema, pattern?: RegExp) =>
  SAMPLE_STRINGS.filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity) && (!pattern || pattern.test(s)));

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, Math.max(min, 60));
  const text = fc.string({ minLength: min, maxLength: max });
  if (schema.format === 'email') return fc.oneof(fc.constantFrom('ana@demo.com', 'admin@demo.com', 'client@demo.com'), fc.emailAddress());
  let pattern: RegExp | undefined;
  try {
    pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  } catch {
    pattern = undefined;
  }
  const samples = fitting(schema, pattern);
  const shaped = pattern ? fc.stringMatching(pattern) : text;
  return samples.length ? fc.oneof({ arbitrary: fc.constantFrom(...samples), weight: 2 }, { arbitrary: shaped, weight: 1 }) : shaped;
}

function bounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 0.01;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1000);
  return { min, max };
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, integer);
  // Small values find existing rows; the bounds themselves are kept in reach.
  const near = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.min(Math.floor(max), Math.ceil(min) + 60)) });
  const edges = fc.constantFrom(Math.ceil(min), Math.floor(max));
  if (integer) return fc.oneof(near, edges);
  return fc.oneof(near, edges, near.map((n) => Math.min(max, n + 0.25)));
}

/** A value of the schema's shape: right types, lengths and sizes (refinements aside). */
export function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(plausible));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return plausibleNumber(schema, true);
    case 'number':
      return plausibleNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(plausible(schema.items ?? {}), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, plausible(s)]));
      return fc.record(model, { requiredKeys: schema.required ?? [], noNullPrototype: true });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// What hostile text looks like: controls, broken Unicode, markup and addresses a browser would run.
const POISON = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\ud800', '\udfff', '\ufffd', '\n', '\t'];
const HOSTILE_STRINGS = ['javascript:alert(1)', ' JavaScript:alert(1)', 'x" onerror="alert(1)', '//evil.example/a.png', '/\\evil.example', 'data:text/html,<script>alert(1)</script>', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)', '<img src=x onerror=alert(1)>'];
// Broken UTF-8: a stray continuation byte, a cut sequence, an encoded surrogate, an overlong slash.
const BAD_UTF8 = [[0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xc0, 0xaf]];

const huge = (length: number) => fc.constantFrom('x', 'é', '😀').map((unit) => unit.repeat(length));

function poisoned(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.tuple(plausibleString(schema), fc.constantFrom(...POISON), fc.nat()).map(([text, bad, at]) => {
    const i = text.length ? at % (text.length + 1) : 0;
    return text.slice(0, i) + bad + text.slice(i);
  });
}

/** A string whose UTF-8 bytes are broken: spliced into the JSON text, never a JS string. */
function brokenUtf8(schema: JsonSchema): fc.Arbitrary<RawJson> {
  return fc.tuple(plausibleString(schema), fc.constantFrom(...BAD_UTF8)).map(([text, bytes]) => {
    const quoted = JSON.stringify(text);
    return new RawJson(Buffer.concat([Buffer.from(quoted.slice(0, -1)), Buffer.from(bytes), Buffer.from('"')]));
  });
}

function deeplyNested(): fc.Arbitrary<RawJson> {
  return fc.tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.boolean()).map(([depth, arrays]) =>
    new RawJson(Buffer.from(arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth))),
  );
}

function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const accepted = typesOf(schema);
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.string(), fc.constantFrom('1', 'true', 'null', '[]')),
    number: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1.5)),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3, noNullPrototype: true }),
  };
  const wrong = Object.entries(byType)
    .filter(([type]) => !accepted.has(type) && !(type === 'number' && accepted.has('integer')))
    .map(([, arbitrary]) => arbitrary);
  return wrong.length ? fc.oneof(...wrong) : fc.constant(undefined);
}

function badString(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const options: fc.Arbitrary<unknown>[] = [poisoned(schema), brokenUtf8(schema), fc.constantFrom(...HOSTILE_STRINGS), huge(200_000)];
  if (schema.maxLength !== undefined) options.push(fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 40 }).chain((n) => huge(n)));
  if ((schema.minLength ?? 0) > 0) options.push(fc.constantFrom('', '   ', '\u00a0'));
  if (schema.enum) options.push(fc.constantFrom(...schema.enum.map((v) => String(v).toUpperCase() + ' '), ''));
  if (schema.pattern || schema.format) options.push(fc.constantFrom('2026-02-30', '2026-13-01', '26-1-1', 'not a date', '../../etc/passwd'));
  return options;
}

function badNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown>[] {
  const { min, max } = bounds(schema, integer);
  const outside = [min - 1, max + 1, min - 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0];
  if (schema.exclusiveMinimum !== undefined) outside.push(schema.exclusiveMinimum);
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...outside), fc.constantFrom('1', '1e3', '0x10', '')];
  if (integer) options.push(fc.constantFrom(1.5, 0.1, min + 0.5));
  else options.push(fc.constantFrom(0.001, 1.005, 1e-7));
  return options;
}

function badArray(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const items = schema.items ?? {};
  const options: fc.Arbitrary<unknown>[] = [
    // One element broken in an otherwise fine list.
    fc
      .tuple(fc.array(plausible(items), { minLength: 1, maxLength: 3 }), malformed(items), fc.nat())
      .map(([list, bad, at]) => list.map((value, i) => (i === at % list.length ? bad : value))),
    fc.constant(Array.from({ length: 100_000 }, () => 0)),
  ];
  if (schema.maxItems !== undefined) options.push(fc.tuple(plausible(items), fc.integer({ min: 1, max: 5 })).map(([item, extra]) => Array.from({ length: schema.maxItems! + extra }, () => item)));
  if ((schema.minItems ?? 0) > 0) options.push(fc.constant([]));
  return options;
}

/** An object broken in one member: one missing, one malformed (with stray extra keys or not). */
export function brokenMember(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const base = plausible(schema) as fc.Arbitrary<Record<string, unknown>>;
  const extras = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in properties) && k !== '__proto__'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4, noNullPrototype: true });
  const options: fc.Arbitrary<Record<string, unknown>>[] = [];
  if (keys.length) {
    options.push(
      fc
        .tuple(base, fc.constantFrom(...keys).chain((key) => fc.tuple(fc.constant(key), malformed(properties[key]))), fc.option(extras, { nil: undefined }))
        .map(([object, [key, bad], extra]) => ({ ...extra, ...object, [key]: bad })),
    );
  }
  if (schema.required?.length) {
    options.push(fc.tuple(base, fc.constantFrom(...schema.required)).map(([object, key]) => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key))));
  }
  return options.length ? fc.oneof(...options) : fc.constant({ unexpected: true });
}

/** A value broken at this node or somewhere below it. */
export function malformed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.MaybeWeightedArbitrary<unknown>[] = [wrongType(schema), deeplyNested()];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    options.push(...alternatives.filter((s) => typesOf(s).size === 1 && !typesOf(s).has('null')).map(malformed));
  } else {
    if (types.has('string')) options.push(...badString(schema));
    if (types.has('integer')) options.push(...badNumber(schema, true));
    else if (types.has('number')) options.push(...badNumber(schema, false));
    if (types.has('array')) options.push(...badArray(schema));
    // Most of what goes wrong in an object goes wrong inside it.
    if (types.has('object') && schema.properties) options.push({ arbitrary: brokenMember(schema), weight: 4 });
  }
  return fc.oneof(...options);
}

/** The JSON text of a value, with its `RawJson` parts spliced in as bytes. */
export function jsonBytes(value: unknown): Buffer {
  const raws: Buffer[] = [];
  const marker = 'RAW-JSON-PART';
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `${marker}${raws.push(v.bytes) - 1}` : v)) ?? 'null';
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(`"${marker}(\\d+)"`, 'g'))) {
    parts.push(Buffer.from(text.slice(last, match.index)), raws[Number(match[1])]);
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(last)));
  return Buffer.concat(parts);
}

/**
 * What a JSON body's bytes read as on the server, or `undefined` when they are not JSON: invalid UTF-8
 * decodes to U+FFFD and a leading byte order mark is dropped (RFC 8259 lets a parser ignore it).
 */
export function readJson(bytes: Buffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
  } catch {
    return undefined;
  }
}

/** Text sent in a query or a path as it is, not percent-encoded (`%ZZ`, `%`): the server reads it as it can. */
export class RawText {
  constructor(readonly text: string) {}
}

const RAW_QUERY_TEXT = ['%ZZ', '%', '%FF', '%ED%A0%80', '%00', '%C0%AF', '%2', '%%32%30'];

/** Every byte but the unreserved ones escaped: a lone surrogate goes as the bytes of U+FFFD, as a browser would. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** How the server reads one query or path value it was sent: decoded, or as it came when it does not decode. */
export function readSent(sent: string): string {
  try {
    return decodeURIComponent(sent);
  } catch {
    return sent;
  }
}

export type QueryValue = string | RawText | (string | RawText)[];

// A real server refuses request lines past a few kilobytes before the app sees them; the query stays below.
const QUERY_TEXT_MAX = 2_000;
const QUERY_LIST_MAX = 40;

function asQueryText(value: unknown): string {
  const text = value instanceof RawJson ? value.bytes.toString('utf8') : typeof value === 'string' ? value : value === null ? '' : typeof value === 'object' ? (JSON.stringify(value) ?? '') : String(value);
  return text.slice(0, QUERY_TEXT_MAX);
}

function asQueryValue(value: unknown): QueryValue | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.slice(0, QUERY_LIST_MAX).map(asQueryText) : asQueryText(value);
}

/** Query parameters broken in one member, as the strings a query string carries (repeated keys as lists). */
export function malformedQuery(schema: JsonSchema): fc.Arbitrary<Record<string, QueryValue>> {
  const keys = Object.keys(schema.properties ?? {});
  const toQuery = (object: Record<string, unknown>) => Object.fromEntries(Object.entries(object).flatMap(([k, v]) => (asQueryValue(v) === undefined ? [] : [[k, asQueryValue(v)!]])));
  const options: fc.Arbitrary<Record<string, QueryValue>>[] = [brokenMember(schema).map(toQuery)];
  if (keys.length) {
    const noise = fc.oneof(fc.constantFrom(...RAW_QUERY_TEXT).map((t) => new RawText(t)), fc.constantFrom('', 'abc', '-1', '0', '1.5', '1e400', 'Infinity', 'NaN', '9'.repeat(40), ' 1 ', '١٢'), fc.tuple(fc.string(), fc.string()));
    options.push(fc.tuple(plausible(schema), fc.constantFrom(...keys), noise).map(([object, key, bad]) => ({ ...toQuery(object as Record<string, unknown>), [key]: bad })));
  }
  return fc.oneof(...options);
}

/** The query string of a record (values percent-encoded, raw text as it is, lists as repeated keys). */
export function queryString(query: Record<string, QueryValue>): string {
  const pair = (key: string, value: string | RawText) => `${percentEncode(key)}=${value instanceof RawText ? value.text : percentEncode(value)}`;
  return Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => pair(key, v)) : [pair(key, value)]))
    .join('&');
}

/** The record the server reads from that query string. */
export function readQuery(query: Record<string, QueryValue>): Record<string, string | string[]> {
  const read = (value: string | RawText) => (value instanceof RawText ? readSent(value.text) : Buffer.from(value, 'utf8').toString('utf8'));
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => !Array.isArray(value) || value.length > 0)
      .map(([key, value]) => [Buffer.from(key, 'utf8').toString('utf8'), Array.isArray(value) ? (value.length === 1 ? read(value[0]) : value.map(read)) : read(value)]),
  );
}

/** A broken path parameter: wrong type, out of range, badly encoded or too long, sent as it would be in a URL. */
export function malformedParam(schema: JsonSchema): fc.Arbitrary<RawText> {
  const encoded = malformed(schema).map((v) => new RawText(percentEncode(typeof v === 'string' ? v : v instanceof RawJson ? v.bytes.toString('utf8') : JSON.stringify(v) ?? '')));
  return fc.oneof(encoded, fc.constantFrom(...RAW_QUERY_TEXT, '..', '.', '%2F', '9'.repeat(500)).map((t) => new RawText(t)));
}

export type SitePath = (string | number)[];

/** Where the schema holds strings: each a path into a value (lists by their first element). */
export function stringSites(schema: JsonSchema, at: SitePath = []): SitePath[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((s) => stringSites(s, at));
  const types = typesOf(schema);
  const sites: SitePath[] = types.has('string') && !schema.enum && types.size < JSON_TYPES.length ? [at] : [];
  if (types.has('object') && schema.properties) sites.push(...Object.entries(schema.properties).flatMap(([key, s]) => stringSites(s, [...at, key])));
  if (types.has('array') && schema.items) sites.push(...stringSites(schema.items, [...at, 0]));
  return sites.filter((site, i) => sites.findIndex((other) => other.join('\u0001') === site.join('\u0001')) === i);
}

export function valueAtSite(value: unknown, site: SitePath): unknown {
  let current = value;
  for (const key of site) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of the value with one site set, the lists and objects on the way made when missing. */
export function withValueAt(value: unknown, site: SitePath, replacement: unknown): unknown {
  if (!site.length) return replacement;
  const [key, ...rest] = site;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value) ? [...value] : value !== null && typeof value === 'object' ? { ...value } : typeof key === 'number' ? [] : {};
  (container as Record<string | number, unknown>)[key] = withValueAt((container as Record<string | number, unknown>)[key], rest, replacement);
  return container;
}
