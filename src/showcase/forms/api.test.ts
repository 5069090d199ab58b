import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { UPLOAD_MAX_BYTES, UPLOADS_PER_ACCOUNT } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.login>>;
let client: Awaited<ReturnType<typeof t.login>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  client = await t.login('client@demo.com', 'client');
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin.headers) => t.app.inject({ method, url: `/api${url}`, payload, headers });
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PDF = btoa('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const issuePaths = (res: { json: () => { issues?: { path: string }[] } }) => (res.json().issues ?? []).map((issue) => issue.path);

describe('who may call', () => {
  it.each([
    ['GET', '/select/data?query=a'],
    ['GET', '/forms/uploads'],
    ['POST', '/forms/uploads', { name: 'a.png', file: PNG }],
    ['DELETE', '/forms/uploads/1'],
  ] as [Method, string, object?][])('%s %s: 401 without a token', async (method, url, body) => {
    expect((await call(method, url, body, {})).statusCode).toBe(401);
  });
});

describe('GET /api/select/data', () => {
  it('answers the options whose label holds the query, any case, in label order', async () => {
    const res = await call('GET', '/select/data?query=VISTA', undefined, client.headers);
    expect(res.statusCode).toBe(200);
    const { options, total } = res.json() as { options: { id: number; value: string; label: string }[]; total: number };
    expect(total).toBe(10);
    expect(options.every((o) => o.label.toLowerCase().includes('vista') && o.value === o.label.toLowerCase())).toBe(true);
    expect(options.map((o) => o.label)).toEqual([...options.map((o) => o.label)].sort());
  });
  it('limits an empty query to twenty of the hundred', async () => {
    const { options, total } = (await call('GET', '/select/data')).json();
    expect(total).toBe(100);
    expect(options).toHaveLength(20);
  });
  it('takes % and _ as the characters they are', async () => {
    expect((await call('GET', '/select/data?query=%25')).json()).toEqual({ options: [], total: 0 });
  });
  it('refuses a query too long, naming it', async () => {
    const res = await call('GET', `/select/data?query=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toContain('query.query');
  });
});

describe('the uploaded files', () => {
  it('keeps an image and a PDF for their account, lists them newest first, and removes them', async () => {
    const image = await call('POST', '/forms/uploads', { name: 'plano.png', file: PNG }, client.headers);
    expect(image.statusCode).toBe(201);
    expect(image.json().file).toMatchObject({ name: 'plano.png', contentType: 'image/png', size: 68 });
    const pdf = await call('POST', '/forms/uploads', { name: 'factura.pdf', file: PDF }, client.headers);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().file.contentType).toBe('application/pdf');
    const listed = (await call('GET', '/forms/uploads', undefined, client.headers)).json().files as { id: number; name: string; url: string }[];
    expect(listed.map((f) => f.name)).toEqual(['factura.pdf', 'plano.png']);
    const served = await t.app.inject({ method: 'GET', url: listed[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect((await call('GET', '/forms/uploads')).json().files.map((f: { name: string }) => f.name)).not.toContain('factura.pdf');
    expect((await call('DELETE', `/forms/uploads/${listed[0].id}`)).statusCode).toBe(404);
    const removed = await call('DELETE', `/forms/uploads/${listed[0].id}`, undefined, client.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().files.map((f: { name: string }) => f.name)).toEqual(['plano.png']);
    expect((await call('DELETE', `/forms/uploads/${listed[1].id}`, undefined, client.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: listed[1].url })).statusCode).toBe(404);
  });

  it.each([
    ['a type it does not take (SVG)', { name: 'a.svg', file: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>') }, 'body.file', 'wrong_file_type'],
    ['a file over 1 MB', { name: 'big.pdf', file: btoa('%PDF-' + 'x'.repeat(UPLOAD_MAX_BYTES)) }, 'body.file', 'file_too_large'],
    ['what is not base64', { name: 'a.png', file: 'no es base64' }, 'body.file', 'unreadable_file'],
    ['no name', { name: '', file: PNG }, 'body.name', undefined],
    ['no file', { name: 'a.png' }, 'body.file', undefined],
  ])('refuses %s with 400 naming the field, keeping nothing', async (_what, body, path, code) => {
    const before = (await call('GET', '/forms/uploads')).json().files.length;
    const res = await call('POST', '/forms/uploads', body);
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toContain(path);
    if (code) expect(res.json().issues[0].code).toBe(code);
    expect((await call('GET', '/forms/uploads')).json().files).toHaveLength(before);
  });

  it(`keeps at most ${UPLOADS_PER_ACCOUNT} files per account`, async () => {
    const other = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: 'subidas', email: 'subidas@example.com', password: 'una-clave-larga' } });
    const headers = { authorization: `Bearer ${other.json().accessToken}` };
    for (let i = 0; i < UPLOADS_PER_ACCOUNT; i++) expect((await call('POST', '/forms/uploads', { name: `${i}.png`, file: PNG }, headers)).statusCode).toBe(201);
    const over = await call('POST', '/forms/uploads', { name: 'one-more.png', file: PNG }, headers);
    expect(over.statusCode).toBe(400);
    expect(over.json().issues[0]).toMatchObject({ path: 'body.file', code: 'too_many_files' });
  });

  it('refuses a bad id, naming it', async () => {
    const res = await call('DELETE', '/forms/uploads/abc');
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toContain('params.id');
  });
});
