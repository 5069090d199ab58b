import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import { ACCESS_AREAS, AREA_SUBJECTS, BASE_RULES, FULL_ACCESS_RULES, matrixOf } from '@/platform/access/areas';
import { sampleFromSchema, type OpenApiSchema } from '@/server/testing/openapi-sample';
import { hashPassword } from '@/platform/auth/passwords';
import { createTestApp } from '@/server/test-app';

// Every operation the OpenAPI document lists, called as nobody, as the client role and as the admin,
// each with input the endpoint must accept and with input it must refuse. What each may get back is
// what the operation's access rule (`x-access`) says; an operation without a rule fails.

type Access = 'public' | 'signed-in' | 'ticket' | { action: string; subject: string };
interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: OpenApiSchema;
}
interface Operation {
  'x-access'?: Access;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: OpenApiSchema } } };
}
type Caller = 'anonymous' | 'client' | 'admin';
interface Call {
  method: string;
  url: string;
  payload?: unknown;
}

let counter = 0;
const unique = () => ++counter;

/** A call the endpoint must accept, and one it must refuse as bad input (absent when nothing sent can be wrong). */
function calls(method: string, path: string, op: Operation): { valid: Call; invalid?: Call } {
  const params = op.parameters ?? [];
  const url = (values: Record<string, unknown>) => {
    let filled = path;
    const query = new URLSearchParams();
    for (const p of params) {
      if (!(p.name in values)) continue;
      if (p.in === 'path') filled = filled.replace(`{${p.name}}`, encodeURIComponent(String(values[p.name])));
      else query.set(p.name, String(values[p.name]));
    }
    return query.size ? `${filled}?${query}` : filled;
  };
  const needed = Object.fromEntries(params.filter((p) => p.required).map((p) => [p.name, sampleFromSchema(p.schema, unique)]));
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const valid = { method, url: url(needed), ...(bodySchema && { payload: sampleFromSchema(bodySchema, unique) }) };

  // Bad input: a body of the wrong shape, else a parameter of the wrong type, else a missing required one.
  if (bodySchema) return { valid, invalid: { ...valid, payload: [] } };
  const typed = params.find((p) => p.schema.type === 'integer' || p.schema.type === 'number' || p.schema.enum);
  if (typed) return { valid, invalid: { method, url: url({ ...needed, [typed.name]: 'no-valido' }) } };
  const required = params.find((p) => p.required && p.in === 'query');
  if (required) {
    const { [required.name]: _, ...rest } = needed;
    return { valid, invalid: { method, url: url(rest) } };
  }
  return { valid };
}

/** Whether the rule lets the caller through (then the endpoint answers on its input). */
function allowed(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (access === 'ticket' || caller === 'anonymous') return false;
  if (access === 'signed-in') return true;
  return buildAbility(caller === 'admin' ? FULL_ACCESS_RULES : BASE_RULES).can(access.action, access.subject);
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const headers: Record<Caller, Record<string, string>> = { anonymous: {}, client: {}, admin: {} };
let operations: [string, string, Operation][] = [];

/** The admin's valid calls may suspend or delete the demo client (or end a session): sign in again when so. */
async function signedIn() {
  for (const [caller, email, password] of [['client', 'client@demo.com', 'client'], ['admin', 'admin@demo.com', 'admin']] as const) {
    const me = await t.app.inject({ url: '/api/jwt/me', headers: headers[caller] });
    if (me.statusCode === 200) continue;
    if (caller === 'client') {
      await t.db.updateTable('accounts').set({ status: 'active', deleted_at: null, email, username: 'janedoe', password_hash: await hashPassword(password) }).where('id', '=', clientId).execute();
    }
    headers[caller] = (await t.login(email, password)).headers;
  }
}
let clientId = 0;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await t.login('client@demo.com', 'client')).userData.id;
  await signedIn();
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [method.toUpperCase(), path, op] as [string, string, Operation]));
});
afterAll(() => t.app.close());

describe('authorisation matrix from the OpenAPI document', () => {
  it('lists every operation with an access rule', () => {
    expect(operations.length).toBeGreaterThan(60);
    const without = operations.filter(([, , op]) => op['x-access'] === undefined).map(([m, p]) => `${m} ${p}`);
    expect(without).toEqual([]);
  });

  it('answers each caller as the rule says, before looking at the input', async () => {
    const wrong: string[] = [];
    for (const [method, path, op] of operations) {
      await signedIn();
      const access = op['x-access']!;
      const { valid, invalid } = calls(method, path, op);
      for (const caller of ['anonymous', 'client', 'admin'] as const) {
        for (const [kind, call] of [['valid', valid], ['invalid', invalid]] as const) {
          if (!call) continue;
          const res = await t.app.inject({ method: call.method as 'GET', url: call.url, payload: call.payload as object, headers: headers[caller] });
          const status = res.statusCode;
          let ok: boolean;
          if (!allowed(access, caller)) ok = status === (caller === 'anonymous' || access === 'ticket' ? 401 : 403);
          else if (kind === 'invalid') ok = status === 400;
          // Let through with input of the right shape: never a refusal of the caller or of the shape, never a server
          // error. A rule of the service may still say no (nothing owed, a message to oneself: 400 without a field path
          // in the message), and the public sign-in endpoints answer a made-up token or password with their own 400/401.
          else {
            const shapeRefused = status === 400 && /^(body|query|params)\b/.test(res.json().message);
            // A guard rail (nobody changes their own role…) is a 403 that names its rule.
            const guardRail = status === 403 && typeof res.json().code === 'string';
            ok = status < 500 && (status !== 403 || guardRail) && !shapeRefused && (access === 'public' || status !== 401);
          }
          if (!ok) wrong.push(`${caller} ${kind} ${call.method} ${call.url} → ${status} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the Roles page decides: every ability-guarded endpoint follows a role edited in its matrix', () => {
  // Area and level of the matrix that grant each endpoint's action on its subject; a subject of no area
  // (the outbox) only a full-access role reaches.
  const LEVEL: Record<string, 'read' | 'write' | 'create'> = { read: 'read', update: 'write', delete: 'write', create: 'create' };
  const areaOf = (subject: string) => ACCESS_AREAS.find((a) => (AREA_SUBJECTS[a] as readonly string[]).includes(subject));

  it('403 while the role lacks the ability, not refused once the matrix grants it, on its next request', async () => {
    await signedIn();
    const admin = { ...headers.admin };
    const roleName = `Sin nada ${Date.now()}`;
    const added = await t.app.inject({ method: 'POST', url: '/api/apps/roles/add-role', payload: { role: { name: roleName, permissions: matrixOf({}) } }, headers: admin });
    const role = added.json().role as { id: number; key: string };
    const reg = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: `nadie${Date.now()}`, email: `nadie${Date.now()}@example.com`, password: 'secret-123' } });
    const person = { authorization: `Bearer ${reg.json().accessToken}` };
    await t.app.inject({ method: 'POST', url: '/api/apps/users/update-user', payload: { id: reg.json().userData.id, fields: { role: role.key } }, headers: admin });

    const wrong: string[] = [];
    const guarded = operations.filter(([, , op]) => typeof op['x-access'] === 'object');
    expect(guarded.length).toBeGreaterThan(40);
    for (const [method, path, op] of guarded) {
      const access = op['x-access'] as { action: string; subject: string };
      const area = areaOf(access.subject);
      const grant = async (on: boolean) => {
        const permissions = matrixOf(area && on ? { [area]: LEVEL[access.action][0] } : {});
        const res = await t.app.inject({ method: 'POST', url: '/api/apps/roles/update-role', payload: { id: role.id, role: { name: roleName, permissions, fullAccess: on && !area } }, headers: admin });
        expect(res.statusCode, res.body).toBe(200);
      };
      const { valid } = calls(method, path, op);
      const send = () => t.app.inject({ method: valid.method as 'GET', url: valid.url, payload: valid.payload as object, headers: person });
      await grant(false);
      const refused = await send();
      if (refused.statusCode !== 403) wrong.push(`without: ${method} ${path} → ${refused.statusCode}`);
      await grant(true);
      const let_through = await send();
      if (let_through.statusCode === 403 || let_through.statusCode === 401 || let_through.statusCode >= 500) wrong.push(`with: ${method} ${path} → ${let_through.statusCode} ${let_through.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
