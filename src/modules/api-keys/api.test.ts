import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { MAX_LIVE_KEYS } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });
const list = (headers: Headers = admin.headers) => t.app.inject({ method: 'GET', url: '/api/pages/api-keys', headers });
const create = (payload: object, headers: Headers = admin.headers) => t.app.inject({ method: 'POST', url: '/api/pages/api-keys', payload, headers });
const revoke = (id: number, headers: Headers = admin.headers) => t.app.inject({ method: 'POST', url: '/api/pages/api-keys/revoke', payload: { id }, headers });
const todo = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/apps/todo/tasks', headers });

async function newKey(name: string, headers: Headers = admin.headers) {
  const res = await create({ name }, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: string; apiKey: { id: number; name: string; prefix: string } };
}

let accounts = 0;
/** A second signed-in account of the test's own (the test app registers administrators). */
async function newAccount() {
  const n = ++accounts;
  const res = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: `llaves${n}`, email: `llaves${n}@example.com`, password: 'secreto-largo' } });
  expect(res.statusCode).toBe(201);
  const session = res.json() as { accessToken: string; userData: { id: number } };
  return { id: session.userData.id, headers: bearer(session.accessToken) };
}
const setAccount = (id: number, values: { role?: string; status?: string; deleted_at?: string | null }) =>
  t.db.updateTable('accounts').set(values).where('id', '=', id).execute();

describe('POST /api/pages/api-keys', () => {
  it('201 with the secret once; the database keeps only its digest and prefix', async () => {
    const { key, apiKey } = await newKey('Informes nocturnos');
    expect(key).toMatch(/^tbk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Informes nocturnos', prefix: key.slice(4, 12), lastUsedAt: null });
    const row = await t.db.selectFrom('api_keys').selectAll().where('id', '=', apiKey.id).executeTakeFirstOrThrow();
    expect(row.key_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row)).not.toContain(key);
  });
  it('makes a different secret every time', async () => {
    const [a, b] = [await newKey('uno'), await newKey('dos')];
    expect(a.key).not.toBe(b.key);
  });
  it.each([[{ name: '' }], [{ name: '   ' }], [{ name: 'x'.repeat(61) }], [{ name: 'dos\nlíneas' }], [{}]])('400 naming body.name for %j', async (payload) => {
    const before = (await list()).json().keys.length;
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.name');
    expect((await list()).json().keys).toHaveLength(before);
  });
  it(`refuses a key past ${MAX_LIVE_KEYS} live ones with a clear 400, and takes one again after a revoke`, async () => {
    const owner = await newAccount();
    const made = [];
    for (let i = 0; i < MAX_LIVE_KEYS; i++) made.push(await newKey(`clave ${i}`, owner.headers));
    const refused = await create({ name: 'una más' }, owner.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/At most 20 API keys/);
    expect(refused.json().issues[0].code).toBe('api_key_limit');
    expect((await revoke(made[0].apiKey.id, owner.headers)).statusCode).toBe(200);
    expect((await create({ name: 'una más' }, owner.headers)).statusCode).toBe(201);
  });
});

describe('GET /api/pages/api-keys', () => {
  it('lists the account’s own live keys newest first, without any secret', async () => {
    const owner = await newAccount();
    const first = await newKey('primera', owner.headers);
    const second = await newKey('segunda', owner.headers);
    const res = await list(owner.headers);
    expect(res.statusCode).toBe(200);
    const keys = res.json().keys as { id: number }[];
    expect(keys.map((k) => k.id)).toEqual([second.apiKey.id, first.apiKey.id]);
    expect(Object.keys(keys[0]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'prefix']);
    expect(res.body).not.toContain(first.key);
    expect(res.body).not.toContain(second.key.slice(4));
    // The admin's keys are not this account's.
    expect((await list()).json().keys.map((k: { id: number }) => k.id)).not.toContain(first.apiKey.id);
  });
});

describe('authenticating with a key', () => {
  it('acts with its owner’s abilities, as they are at each request', async () => {
    const owner = await newAccount();
    const { key } = await newKey('integración', owner.headers);
    await setAccount(owner.id, { role: 'user' });
    const tasks = await todo(bearer(key));
    expect(tasks.statusCode).toBe(200);
    expect(tasks.json().tasks).toEqual((await todo(owner.headers)).json().tasks);
    // The user role has no rights over permissions: neither has its key.
    expect((await t.app.inject({ url: '/api/apps/permissions/data', headers: bearer(key) })).statusCode).toBe(403);
    // Made a client, the owner may not read tasks: nor may the key, from the next request on.
    await setAccount(owner.id, { role: 'client' });
    expect((await todo(owner.headers)).statusCode).toBe(403);
    expect((await todo(bearer(key))).statusCode).toBe(403);
  });
  it('records when it was last used', async () => {
    const { key, apiKey } = await newKey('uso');
    expect((await todo(bearer(key))).statusCode).toBe(200);
    const used = (await list()).json().keys.find((k: { id: number }) => k.id === apiKey.id);
    expect(Date.parse(used.lastUsedAt)).not.toBeNaN();
  });
  it('401 on the very next request after a revoke, and the key leaves the list', async () => {
    const { key, apiKey } = await newKey('de un solo uso');
    expect((await todo(bearer(key))).statusCode).toBe(200);
    const res = await revoke(apiKey.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().apiKey.id).toBe(apiKey.id);
    expect((await todo(bearer(key))).statusCode).toBe(401);
    expect((await list()).json().keys.map((k: { id: number }) => k.id)).not.toContain(apiKey.id);
  });
  it('401 when its owner is suspended or deleted', async () => {
    const owner = await newAccount();
    const { key } = await newKey('dueño', owner.headers);
    await setAccount(owner.id, { status: 'inactive' });
    expect((await todo(bearer(key))).statusCode).toBe(401);
    await setAccount(owner.id, { status: 'active', deleted_at: '2026-01-01T00:00:00.000Z' });
    expect((await todo(bearer(key))).statusCode).toBe(401);
    await setAccount(owner.id, { deleted_at: null });
    expect((await todo(bearer(key))).statusCode).toBe(200);
  });
  it.each(['tbk_', 'tbk_corta', `tbk_${'A'.repeat(43)}`, `tbk_${'A'.repeat(44)}`])('401 for a key that does not exist: %s', async (key) => {
    expect((await todo(bearer(key))).statusCode).toBe(401);
  });
  it('cannot list, make or revoke keys: 403, even with bad input', async () => {
    const { key, apiKey } = await newKey('filtrada');
    const before = await t.db.selectFrom('api_keys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await list(bearer(key))).statusCode).toBe(403);
    expect((await create({ name: 'otra' }, bearer(key))).statusCode).toBe(403);
    expect((await create({ name: '' }, bearer(key))).statusCode).toBe(403);
    expect((await revoke(apiKey.id, bearer(key))).statusCode).toBe(403);
    const after = await t.db.selectFrom('api_keys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await todo(bearer(key))).statusCode).toBe(200);
  });
  it('speaks for its owner on signed-in endpoints', async () => {
    const { key } = await newKey('quién soy');
    const me = await t.app.inject({ url: '/api/jwt/me', headers: bearer(key) });
    expect(me.statusCode).toBe(200);
    expect(me.json().userData.id).toBe(admin.userData.id);
  });
});

describe('POST /api/pages/api-keys/revoke', () => {
  it('404 for another account’s key, which keeps working', async () => {
    const owner = await newAccount();
    const { key, apiKey } = await newKey('ajena', owner.headers);
    const res = await revoke(apiKey.id);
    expect(res.statusCode).toBe(404);
    expect((await todo(bearer(key))).statusCode).toBe(200);
  });
  it('404 for an unknown or already revoked key', async () => {
    expect((await revoke(999_999)).statusCode).toBe(404);
    const { apiKey } = await newKey('dos veces');
    expect((await revoke(apiKey.id)).statusCode).toBe(200);
    expect((await revoke(apiKey.id)).statusCode).toBe(404);
  });
  it.each([[{}], [{ id: 0 }], [{ id: 'uno' }], [{ id: 1.5 }]])('400 naming body.id for %j', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pages/api-keys/revoke', payload, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.id');
  });
});

describe('who may manage keys', () => {
  it('401 for anonymous callers', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await create({ name: 'x' }, {})).statusCode).toBe(401);
    expect((await revoke(1, {})).statusCode).toBe(401);
  });
  it('403 for the client demo role, whatever it sends', async () => {
    const client = await t.login('client@demo.com', 'client');
    expect((await list(client.headers)).statusCode).toBe(403);
    expect((await create({ name: 'x' }, client.headers)).statusCode).toBe(403);
    expect((await create({ name: '' }, client.headers)).statusCode).toBe(403);
    expect((await revoke(1, client.headers)).statusCode).toBe(403);
  });
  it.each(['manager', 'user'])('the %s role may', async (role) => {
    const owner = await newAccount();
    await setAccount(owner.id, { role });
    const { apiKey } = await newKey(`de ${role}`, owner.headers);
    expect((await list(owner.headers)).json().keys.map((k: { id: number }) => k.id)).toEqual([apiKey.id]);
    expect((await revoke(apiKey.id, owner.headers)).statusCode).toBe(200);
  });
});
