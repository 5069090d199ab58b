import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { EXPORT_CHUNK } from './service';

// The users list's stat cards and its export of the filtered set.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ url, headers });
const stats = async () => {
  const res = await get('/api/users/list/stats');
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; active: number; pending: number; inactive: number };
};
const listed = async (qs: string) => {
  const res = await get(`/api/users/list/data?${qs}&perPage=100`);
  expect(res.statusCode).toBe(200);
  return res.json() as { users: { id: number; fullName: string; email: string }[]; total: number };
};
const add = async (fullName: string, username: string, extra: object = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/apps/users/add-user',
    payload: { user: { fullName, username, email: `${username}@example.com`, role: 'support', currentPlan: 'team', ...extra } },
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json().user as { id: number };
};
/** The CSV's records as arrays of cells (a small RFC 4180 reader: quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cell = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return records;
}

describe('GET /api/users/list/stats', () => {
  it('counts every person and each status, as the list does; an added person moves total and pending', async () => {
    const before = await stats();
    for (const status of ['active', 'pending', 'inactive'] as const) expect(before[status]).toBe((await listed(`status=${status}`)).total);
    expect(before.total).toBe((await listed('')).total);
    expect(before.total).toBe(before.active + before.pending + before.inactive);
    expect(before.active).toBeGreaterThan(0);

    const { id } = await add('Stat Persona', 'stat.persona');
    const after = await stats();
    expect(after).toEqual({ ...before, total: before.total + 1, pending: before.pending + 1 });

    await t.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', id).execute();
    const suspend = await t.app.inject({ method: 'POST', url: '/api/apps/users/update-status', payload: { id, status: 'inactive' }, headers: admin.headers });
    expect(suspend.statusCode).toBe(200);
    expect(await stats()).toEqual({ ...before, total: before.total + 1, inactive: before.inactive + 1 });

    expect((await t.app.inject({ method: 'DELETE', url: '/api/apps/users/delete', payload: { id }, headers: admin.headers })).statusCode).toBe(200);
    expect(await stats()).toEqual(before);
  });
});

describe('GET /api/users/list/export', () => {
  it('answers the filtered set as CSV: UTF-8 with BOM, a stable header, the list order, fields escaped', async () => {
    const stamp = `Exporta${Date.now().toString(36)}`;
    await add(`Íñigo "Ñu" ${stamp}, hijo`, `inigo.${stamp}`.toLowerCase(), { company: '=HYPERLINK("http://x")', contact: '+34 600 11 22 33' });
    const ana = await add(`Ana ${stamp}`, `ana.${stamp}`.toLowerCase(), { country: 'Perú' });
    // A line break no form lets in, but older data may hold: still one cell.
    await t.db.updateTable('accounts').set({ country: 'Perú\nSur' }).where('id', '=', ana.id).execute();
    await add(`Otro ${stamp}`, `otro.${stamp}`.toLowerCase(), { currentPlan: 'basic' });

    const res = await get(`/api/users/list/export?q=${encodeURIComponent(stamp)}&currentPlan=team&sortColumn=fullName&sort=desc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['id', 'fullName', 'username', 'email', 'role', 'status', 'currentPlan', 'billing', 'company', 'country', 'contact', 'emailVerified', 'twoFactor']);
    expect(rows.map((r) => r[1])).toEqual([`Íñigo "Ñu" ${stamp}, hijo`, `Ana ${stamp}`]);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(cell(rows[0], 'company')).toBe('\'=HYPERLINK("http://x")');
    expect(cell(rows[0], 'contact')).toBe('+34 600 11 22 33');
    expect(cell(rows[1], 'country')).toBe('Perú\nSur');
    expect(cell(rows[1], 'status')).toBe('pending');
    expect(cell(rows[1], 'currentPlan')).toBe('team');
    expect(text).toContain(`"Íñigo ""Ñu"" ${stamp}, hijo"`);
  });

  it('reads past one chunk and in the list order: every listed person once, nobody else', async () => {
    const stamp = `Lote${Date.now().toString(36)}`;
    // More than one chunk of people sharing names, so the keyset's id tie-break decides where each chunk starts.
    const count = EXPORT_CHUNK + 7;
    const values = Array.from({ length: count }, (_, i) => ({
      full_name: `Mismo ${stamp}`,
      username: `lote.${stamp}.${i}`.toLowerCase(),
      email: `lote.${stamp}.${i}@example.com`.toLowerCase(),
      password_hash: '!no-login',
      avatar: null,
      role: 'user',
      ability: '[]',
      cart_items_count: 0,
      created_at: new Date().toISOString(),
      avatar_color: null,
    }));
    await t.db.insertInto('accounts').values(values).execute();
    for (const sort of ['asc', 'desc']) {
      const res = await get(`/api/users/list/export?q=${stamp}&sort=${sort}`);
      expect(res.statusCode).toBe(200);
      const ids = parseCsv(res.payload.slice(1)).slice(1).map((r) => Number(r[0]));
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      const sorted = [...ids].sort((a, b) => a - b);
      expect(ids).toEqual(sort === 'asc' ? sorted : sorted.reverse());
    }
    // The whole directory, by a column with many equal values: the same people as the list's pages.
    const all = await get('/api/users/list/export?sortColumn=status');
    const exported = parseCsv(all.payload.slice(1)).slice(1);
    expect(exported).toHaveLength((await stats()).total);
    const firstPage = await listed('sortColumn=status');
    expect(exported.slice(0, 100).map((r) => Number(r[0]))).toEqual(firstPage.users.map((u) => u.id));
  });

  it.each([
    ['status=gone', 'query.status'],
    ['sortColumn=password', 'query.sortColumn'],
    ['sort=up', 'query.sort'],
    ['role=' + 'x'.repeat(41), 'query.role'],
  ])('400 naming the parameter for %s', async (qs, path) => {
    const res = await get(`/api/users/list/export?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(path);
  });
});

describe('who may call them', () => {
  it('401 without a token (before the input is looked at), 403 for a role that cannot read users', async () => {
    for (const url of ['/api/users/list/stats', '/api/users/list/export', '/api/users/list/export?status=gone']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const client = await t.login('client@demo.com', 'client');
    for (const url of ['/api/users/list/stats', '/api/users/list/export', '/api/users/list/export?status=gone']) {
      const res = await get(url, client.headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
