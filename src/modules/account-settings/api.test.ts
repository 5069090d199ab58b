import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { AVATAR_MAX_BYTES } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
let accounts = 0;
/** An account of the test's own, signed in. */
async function newAccount() {
  const n = ++accounts;
  const res = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: `ajustes${n}`, email: `ajustes${n}@example.com`, password: 'secreto-largo' } });
  expect(res.statusCode).toBe(201);
  const session = res.json() as { accessToken: string; userData: { id: number } };
  return { id: session.userData.id, username: `ajustes${n}`, email: `ajustes${n}@example.com`, headers: { authorization: `Bearer ${session.accessToken}` } as Headers };
}

const read = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/account-setting/data', headers });
const post = (path: string, payload: object | undefined, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/account-setting/${path}`, payload, headers });
const general = (over: object = {}) => ({ username: `u${Date.now()}${accounts}`, fullName: 'Nora Quintana', email: `n${Date.now()}${accounts}@example.com`, company: 'Faro Data', ...over });
const info = { bio: 'Diseño tableros.\nY los pruebo.', dob: '1990-05-31', country: 'ES', website: 'https://nora.example', phone: '+34 600 123 456' };
const links = { facebook: 'https://facebook.com/nora', twitter: '', google: '', linkedIn: 'https://linkedin.com/in/nora', instagram: '', quora: '' };
const flags = { commentOnArticle: false, answerOnForm: true, followMe: true, newAnnouncements: true, productUpdates: false, blogDigest: true };

// Smallest images of each kind: enough of the header for the content check.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
const WEBP = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8L');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fileCount = async () => Number((await t.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /api/account-setting/data', () => {
  it('401 without a token, for reads and every write', async () => {
    expect((await read({})).statusCode).toBe(401);
    for (const path of ['general', 'info', 'social', 'connections', 'notifications', 'avatar', 'avatar/reset']) {
      expect((await post(path, {}, {})).statusCode, path).toBe(401);
    }
  });
  it("a new account's settings: its own account details, empty info and links, nothing connected, the spec's notification defaults", async () => {
    const me = await newAccount();
    const res = await read(me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      general: { avatar: null, username: me.username, fullName: me.username, email: me.email, emailVerified: false, company: '' },
      info: { bio: '', dob: '', country: '', website: '', phone: '' },
      social: {
        socialLinks: { facebook: '', twitter: '', google: '', linkedIn: '', instagram: '', quora: '' },
        connections: ['google', 'slack', 'github', 'mailchimp'].map((id) => ({ id, profileImg: `/images/connections/${id}.svg`, connected: false })),
      },
      notifications: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: true, productUpdates: true, blogDigest: false },
    });
  });
});

describe('saving each tab', () => {
  it('general: saved, read back, and shown in the session user and the users list', async () => {
    const me = await newAccount();
    const body = general({ email: me.email });
    const res = await post('general', body, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userData).toMatchObject({ id: me.id, fullName: 'Nora Quintana', username: body.username });
    expect((await read(me.headers)).json().general).toMatchObject({ fullName: 'Nora Quintana', username: body.username, company: 'Faro Data', email: me.email });
    const admin = await t.login();
    const listed = await t.app.inject({ method: 'GET', url: `/api/users/user?id=${me.id}`, headers: admin.headers });
    expect(listed.json().user).toMatchObject({ fullName: 'Nora Quintana', company: 'Faro Data' });
  });
  it('info, social links, a connection and notifications: each saved and read back, the others left as they were', async () => {
    const me = await newAccount();
    expect((await post('info', info, me.headers)).statusCode).toBe(200);
    expect((await post('social', { socialLinks: links }, me.headers)).statusCode).toBe(200);
    const connected = await post('connections', { id: 'github', connected: true }, me.headers);
    expect(connected.statusCode).toBe(200);
    expect((await post('notifications', flags, me.headers)).json().notifications).toEqual(flags);
    const data = (await read(me.headers)).json();
    expect(data.info).toEqual(info);
    expect(data.social.socialLinks).toEqual(links);
    expect(data.social.connections.filter((c: { connected: boolean }) => c.connected).map((c: { id: string }) => c.id)).toEqual(['github']);
    expect(data.notifications).toEqual(flags);
    // Disconnecting keeps the rest.
    await post('connections', { id: 'slack', connected: true }, me.headers);
    await post('connections', { id: 'github', connected: false }, me.headers);
    const after = (await read(me.headers)).json();
    expect(after.social.connections.filter((c: { connected: boolean }) => c.connected).map((c: { id: string }) => c.id)).toEqual(['slack']);
    expect(after.info).toEqual(info);
  });
  it('a new e-mail address is unconfirmed and gets the address check, as at registration', async () => {
    const me = await newAccount();
    await t.db.updateTable('accounts').set({ email_verified_at: new Date().toISOString() }).where('id', '=', me.id).execute();
    const email = `nueva${me.id}@example.com`;
    const res = await post('general', general({ username: me.username, email, lang: 'en' }), me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().general).toMatchObject({ email, emailVerified: false });
    expect(res.json().userData.emailVerified).toBe(false);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
    expect(mail.map((m) => m.kind)).toEqual(['verify-email']);
    // The same address again sends nothing more.
    await post('general', general({ username: me.username, email }), me.headers);
    expect(await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute()).toHaveLength(1);
  });
});

describe('400 and uniqueness', () => {
  it("refuses another account's e-mail and username with registration's messages, and changes nothing", async () => {
    const [me, other] = [await newAccount(), await newAccount()];
    const res = await post('general', general({ email: other.email, username: other.username.toUpperCase() }), me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'body.email', message: 'This email is already in use.', code: 'email_taken' },
      { path: 'body.username', message: 'This username is already in use.', code: 'username_taken' },
    ]);
    expect((await read(me.headers)).json().general).toMatchObject({ email: me.email, username: me.username });
  });
  it.each([
    ['general', { ...general(), email: 'no-es-correo' }, 'body.email'],
    ['general', { ...general(), username: 'a b' }, 'body.username'],
    ['general', { ...general(), fullName: '' }, 'body.fullName'],
    ['info', { ...info, dob: '2001-02-30' }, 'body.dob'],
    ['info', { ...info, dob: '31/05/1990' }, 'body.dob'],
    ['info', { ...info, country: 'XX' }, 'body.country'],
    ['info', { ...info, website: 'javascript:alert(1)' }, 'body.website'],
    ['info', { ...info, phone: 'llámame' }, 'body.phone'],
    ['social', { socialLinks: { ...links, twitter: 'twitter' } }, 'body.socialLinks.twitter'],
    ['connections', { id: 'myspace', connected: true }, 'body.id'],
    ['notifications', { ...flags, followMe: 'yes' }, 'body.followMe'],
    ['avatar', {}, 'body.file'],
  ])('%s: 400 naming the field for %j', async (path, payload, field) => {
    const me = await newAccount();
    const before = (await read(me.headers)).json();
    const res = await post(path, payload, me.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect((await read(me.headers)).json()).toEqual(before);
  });
});

describe('avatar upload and the files it is served from', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('%s: stored, served back with its type, nosniff and cache headers, and in the session user', async (_name, bytes, type) => {
    const me = await newAccount();
    const res = await post('avatar', { file: b64(bytes) }, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().general.avatar as string;
    expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}$/);
    expect(res.json().userData.avatar).toBe(url);
    expect((await read(me.headers)).json().general.avatar).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=');
    expect(new Uint8Array(served.rawPayload)).toEqual(bytes);
  });
  it('a new picture replaces the old one, whose file is forgotten; reset goes back to the initials and forgets it too', async () => {
    const me = await newAccount();
    const first = (await post('avatar', { file: b64(PNG) }, me.headers)).json().general.avatar as string;
    const second = (await post('avatar', { file: b64(GIF) }, me.headers)).json().general.avatar as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const reset = await post('avatar/reset', undefined, me.headers);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().general.avatar).toBeNull();
    expect(reset.json().userData.avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await read(me.headers)).json().general.avatar).toBeNull();
  });
  it.each([
    ['an SVG (it can carry script)', b64(SVG), 'wrong_file_type'],
    ['text renamed as a picture', b64(new TextEncoder().encode('hola, no soy una imagen')), 'wrong_file_type'],
    ['a PNG over 800 KB', b64(new Uint8Array(AVATAR_MAX_BYTES + 1).map((_, i) => (i < PNG.length ? PNG[i] : 0))), 'file_too_large'],
    ['text that is not base64', 'no*es*base64', 'unreadable_file'],
  ])('refuses %s with 400 naming body.file, and writes nothing', async (_name, file, code) => {
    const me = await newAccount();
    const avatar = (await post('avatar', { file: b64(PNG) }, me.headers)).json().general.avatar as string;
    const files = await fileCount();
    const res = await post('avatar', { file }, me.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'body.file', code });
    expect(await fileCount()).toBe(files);
    expect((await read(me.headers)).json().general.avatar).toBe(avatar);
  });
  it('an exactly 800 KB picture is taken', async () => {
    const me = await newAccount();
    const bytes = new Uint8Array(AVATAR_MAX_BYTES).map((_, i) => (i < PNG.length ? PNG[i] : 0));
    expect((await post('avatar', { file: b64(bytes) }, me.headers)).statusCode).toBe(200);
  });
  it('GET /api/files/:key is 404 for an unknown or malformed key', async () => {
    for (const key of ['A'.repeat(32), 'nada', '..%2F..%2Fetc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
      expect(res.statusCode, key).toBe(404);
    }
  });
});

describe('each account reads and changes only its own settings', () => {
  it("what one saves, another never sees or changes", async () => {
    const [a, b] = [await newAccount(), await newAccount()];
    await post('info', info, a.headers);
    await post('notifications', flags, a.headers);
    await post('general', general({ username: a.username, email: a.email, fullName: 'Solo de A' }), a.headers);
    const seenByB = (await read(b.headers)).json();
    expect(seenByB.general).toMatchObject({ username: b.username, email: b.email });
    expect(seenByB.info.bio).toBe('');
    expect(seenByB.notifications.followMe).toBe(false);
    await post('info', { ...info, bio: 'De B' }, b.headers);
    expect((await read(a.headers)).json().info.bio).toBe(info.bio);
    expect((await read(a.headers)).json().general.fullName).toBe('Solo de A');
  });
});
