import { afterEach, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { createTestApp } from '@/server/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.app.close();
  t = undefined;
});

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
/** A six-digit code that is certainly not the app's current one (nor its neighbours'). */
const wrongCode = (secret: string) => {
  const near = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.has(c))!;
};

async function start(overrides?: Parameters<typeof createTestApp>[0]) {
  t = await createTestApp(overrides);
  return t;
}

async function registerSomeone(app: TestApp, name: string) {
  const credentials = { email: `${name}@example.com`, password: 'clave-segura-1' };
  const res = await app.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: name, ...credentials } });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return { ...credentials, id: body.userData.id as number, headers: { authorization: `Bearer ${body.accessToken}` } };
}

/** Sets two-step verification up and on for the account; the login code used later must be of another step. */
async function turnOn(app: TestApp, headers: Record<string, string>) {
  const setup = await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  const enable = await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers, payload: { code: codeAt(secret, -1) } });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, otpauthUrl, qrSvg, recoveryCodes: enable.json().recoveryCodes as string[] };
}

const login = (app: TestApp, email: string, password: string) => app.app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email, password } });
const twoSteps = (app: TestApp, challenge: string, code: string) => app.app.inject({ method: 'POST', url: '/api/jwt/two-steps', payload: { challenge, code } });

describe('two-step verification', () => {
  it('sets up with a QR code, switches on with a code, then sign-in asks for the code before any token', async () => {
    // The clock stands still a second into a 30-second step: "the same code again" must not become the next step's.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 30_000) * 30_000 + 1_000 });
    const app = await start();
    const me = await registerSomeone(app, 'ana');
    const status = await app.app.inject({ url: '/api/auth/two-factor', headers: me.headers });
    expect(status.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const { secret, otpauthUrl, qrSvg, recoveryCodes } = await turnOn(app, me.headers);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/Tablero:ana%40example.com');
    expect(otpauthUrl).toContain('issuer=Tablero');
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await app.db.selectFrom('recovery_codes').select('code_digest').where('account_id', '=', me.id).execute()).not.toContainEqual({ code_digest: recoveryCodes[0] });
    expect((await app.app.inject({ url: '/api/auth/two-factor', headers: me.headers })).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const audit = await app.db.selectFrom('audit_events').select(['kind', 'detail']).where('target_id', '=', me.id).where('kind', '=', 'two-factor').execute();
    expect(audit).toEqual([{ kind: 'two-factor', detail: JSON.stringify({ enabled: true }) }]);

    const first = await login(app, me.email, me.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.stringMatching(/^ey/) });
    const { challenge } = first.json();

    const wrong = await twoSteps(app, challenge, wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([expect.objectContaining({ path: 'body.code', code: 'invalid_code' })]);
    expect(wrong.json().attemptsLeft).toBe(4);

    const right = await twoSteps(app, challenge, codeAt(secret));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().userData.email).toBe(me.email);
    const signedIn = await app.app.inject({ url: '/api/jwt/me', headers: { authorization: `Bearer ${right.json().accessToken}` } });
    expect(signedIn.statusCode).toBe(200);

    // The challenge is spent, and the same code is not good twice.
    expect((await twoSteps(app, challenge, codeAt(secret))).statusCode).toBe(401);
    const again = (await login(app, me.email, me.password)).json().challenge;
    expect((await twoSteps(app, again, codeAt(secret))).statusCode).toBe(400);
    expect((await twoSteps(app, again, codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('takes a recovery code once, in any case and without its dash', async () => {
    const app = await start();
    const me = await registerSomeone(app, 'bea');
    const { recoveryCodes } = await turnOn(app, me.headers);
    const challenge = (await login(app, me.email, me.password)).json().challenge;
    const typed = recoveryCodes[3].replace('-', '').toUpperCase();
    expect((await twoSteps(app, challenge, typed)).statusCode).toBe(200);
    expect((await app.app.inject({ url: '/api/auth/two-factor', headers: me.headers })).json().recoveryCodesLeft).toBe(9);

    const next = (await login(app, me.email, me.password)).json().challenge;
    const reused = await twoSteps(app, next, recoveryCodes[3]);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().issues[0].code).toBe('invalid_code');
  });

  it('kills a challenge after five codes: even the right one is refused, and sign-in starts again', async () => {
    const app = await start();
    const me = await registerSomeone(app, 'carla');
    const { secret } = await turnOn(app, me.headers);
    const challenge = (await login(app, me.email, me.password)).json().challenge;
    for (let i = 0; i < 5; i++) expect((await twoSteps(app, challenge, wrongCode(secret))).statusCode).toBe(400);
    const dead = await twoSteps(app, challenge, codeAt(secret, 1));
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe('challenge_expired');
    const fresh = (await login(app, me.email, me.password)).json().challenge;
    expect((await twoSteps(app, fresh, codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('counts wrong codes toward the account lock, which then refuses even the right code', async () => {
    const app = await start({ accountLoginLimit: 3 });
    const me = await registerSomeone(app, 'dora');
    const { secret } = await turnOn(app, me.headers);
    const challenge = (await login(app, me.email, me.password)).json().challenge;
    for (let i = 0; i < 3; i++) expect((await twoSteps(app, challenge, wrongCode(secret))).statusCode).toBe(400);
    const account = await app.db.selectFrom('accounts').select('failed_logins').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(account.failed_logins).toBe(3);
    expect((await twoSteps(app, challenge, codeAt(secret, 1))).statusCode).toBe(400);
    // The password alone no longer gets a challenge either.
    expect((await login(app, me.email, me.password)).statusCode).toBe(400);
  });

  it('refuses a forged or expired challenge, and a refresh or access token in its place', async () => {
    const app = await start();
    const me = await registerSomeone(app, 'elena');
    await turnOn(app, me.headers);
    const session = await app.login();
    expect((await twoSteps(app, session.accessToken, '123456')).statusCode).toBe(401);
    expect((await twoSteps(app, session.refreshToken, '123456')).statusCode).toBe(401);
    expect((await twoSteps(app, 'eyJ.not.real', '123456')).statusCode).toBe(401);
    const missing = await app.app.inject({ method: 'POST', url: '/api/jwt/two-steps', payload: { challenge: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('body.code');
  });

  it('lets a challenge expire after five minutes', async () => {
    const app = await start();
    const me = await registerSomeone(app, 'irene');
    const { secret } = await turnOn(app, me.headers);
    const challenge = (await login(app, me.email, me.password)).json().challenge;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const late = await twoSteps(app, challenge, codeAt(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('challenge_expired');
  });

  it('stops a challenge when the account is suspended or its two-step reset meanwhile', async () => {
    const app = await start();
    const me = await registerSomeone(app, 'fina');
    const { secret } = await turnOn(app, me.headers);
    const challenge = (await login(app, me.email, me.password)).json().challenge;
    await app.db.updateTable('accounts').set({ status: 'inactive' }).where('id', '=', me.id).execute();
    const suspended = await twoSteps(app, challenge, codeAt(secret, 1));
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().code).toBe('account_suspended');
    await app.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', me.id).execute();

    const admin = await app.login();
    const reset = await app.app.inject({ method: 'POST', url: '/api/apps/users/two-factor', headers: admin.headers, payload: { id: me.id, enabled: false } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await twoSteps(app, challenge, codeAt(secret, 1))).json().code).toBe('challenge_expired');
    expect(await app.db.selectFrom('recovery_codes').select('id').where('account_id', '=', me.id).execute()).toEqual([]);
    const later = (await login(app, me.email, me.password)).json();
    expect(later.accessToken).toMatch(/^ey/);
  });

  it('switches off only with the password, removing the recovery codes', async () => {
    const app = await start();
    const me = await registerSomeone(app, 'gala');
    await turnOn(app, me.headers);
    const wrong = await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: me.headers, payload: { password: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0]).toMatchObject({ path: 'body.password', code: 'invalid_password' });
    const off = await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: me.headers, payload: { password: me.password } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect(await app.db.selectFrom('recovery_codes').select('id').where('account_id', '=', me.id).execute()).toEqual([]);
    expect((await login(app, me.email, me.password)).json().accessToken).toMatch(/^ey/);
    const kinds = await app.db.selectFrom('audit_events').select('detail').where('target_id', '=', me.id).where('kind', '=', 'two-factor').orderBy('id').execute();
    expect(kinds.map((k) => JSON.parse(k.detail))).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it('refuses a wrong confirmation code, a second setup while on, and enable before setup', async () => {
    const app = await start();
    const me = await registerSomeone(app, 'hugo');
    const early = await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: me.headers, payload: { code: '123456' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().issues[0].code).toBe('setup_first');
    const { secret } = (await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: me.headers })).json();
    const bad = await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: me.headers, payload: { code: wrongCode(secret) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'body.code', code: 'invalid_code' });
    const shape = await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: me.headers, payload: { code: '12ab' } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().issues[0].path).toBe('body.code');
    // Not on yet: the password alone still signs in.
    expect((await login(app, me.email, me.password)).json().accessToken).toMatch(/^ey/);
    await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: me.headers, payload: { code: codeAt(secret) } });
    expect((await app.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: me.headers })).statusCode).toBe(409);
  });

  it('limits code attempts per client address, as login is', async () => {
    const app = await start({ loginRateLimit: 2 });
    for (let i = 0; i < 2; i++) expect((await twoSteps(app, 'eyJ.not.real', '123456')).statusCode).toBe(401);
    const limited = await twoSteps(app, 'eyJ.not.real', '123456');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/\d+ seconds/);
  });

  it('answers 401 to anonymous callers', async () => {
    const app = await start();
    for (const [method, url] of [
      ['GET', '/api/auth/two-factor'],
      ['POST', '/api/auth/two-factor/setup'],
      ['POST', '/api/auth/two-factor/enable'],
      ['POST', '/api/auth/two-factor/disable'],
    ] as const) {
      expect((await app.app.inject({ method, url, payload: { code: '123456', password: 'x' } })).statusCode, url).toBe(401);
    }
  });
});
