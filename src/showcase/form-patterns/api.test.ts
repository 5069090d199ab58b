import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pathsOf = (res: { json: () => { issues: { path: string }[] } }) => res.json().issues.map((issue) => issue.path);
const codesOf = (res: { json: () => { issues: { code?: string }[] } }) => res.json().issues.map((issue) => issue.code);

describe('the form pages’ endpoints', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: { headers: Record<string, string> };
  let client: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    client = await t.login('client@demo.com');
  });
  afterAll(async () => {
    await t.app.close();
  });

  const post = (url: string, payload: unknown, who = admin) => t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as Record<string, unknown> });
  const get = (url: string, who = admin) => t.app.inject({ method: 'GET', url, headers: who.headers });

  const registration = () => ({
    fullName: 'Ana García',
    username: unique('ana'),
    email: 'ana@example.com',
    website: 'https://example.com',
    age: 30,
    phone: '+34 600 123 456',
    password: 'secreto123',
    confirmPassword: 'secreto123',
    birthDate: '1995-04-12',
    terms: true,
  });

  it('saves a layout form’s account for the person who sent it, newest first, with 201', async () => {
    const username = unique('lay');
    const res = await post('/api/forms/accounts', { layout: 'horizontal', fullName: 'Luis Pérez', email: 'LUIS@example.com', username, password: 'clave1234', country: 'ES' });
    expect(res.statusCode).toBe(201);
    expect(res.json().account).toMatchObject({ source: 'horizontal', fullName: 'Luis Pérez', email: 'luis@example.com', username, details: { country: 'ES' } });
    expect(JSON.stringify(res.json())).not.toContain('clave1234');
    const list = await get('/api/forms/accounts?source=horizontal');
    expect(list.statusCode).toBe(200);
    expect(list.json().accounts[0].username).toBe(username);
    const theirs = await get('/api/forms/accounts?source=horizontal', client);
    expect(theirs.json().accounts.map((a: { username: string }) => a.username)).not.toContain(username);
  });

  it('saves a registration and refuses the same username again with 400 naming the field', async () => {
    const body = registration();
    expect((await post('/api/forms/registrations', body)).statusCode).toBe(201);
    const again = await post('/api/forms/registrations', { ...body, username: body.username.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(pathsOf(again)).toEqual(['body.username']);
    expect(codesOf(again)).toEqual(['username_taken']);
    const reserved = await post('/api/forms/registrations', { ...body, username: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(codesOf(reserved)).toEqual(['username_taken']);
  });

  it('refuses each broken rule with 400 naming its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: '' }, 'body.fullName', 'required'],
      [{ username: 'ab' }, 'body.username', 'too_short'],
      [{ username: 'no spaces' }, 'body.username', 'username_chars'],
      [{ email: 'nope' }, 'body.email', 'invalid_email'],
      [{ website: 'ftp://example.com' }, 'body.website', 'invalid_url'],
      [{ age: 12 }, 'body.age', 'too_small'],
      [{ age: 120 }, 'body.age', 'too_big'],
      [{ phone: 'abc' }, 'body.phone', 'invalid_format'],
      [{ password: 'short1', confirmPassword: 'short1' }, 'body.password', 'too_short'],
      [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, 'body.password', 'weak_password'],
      [{ confirmPassword: 'different1' }, 'body.confirmPassword', 'passwords_differ'],
      [{ birthDate: '2999-01-01' }, 'body.birthDate', 'date_out_of_range'],
      [{ birthDate: '2001-02-30' }, 'body.birthDate', 'invalid_date'],
      [{ terms: false }, 'body.terms', 'invalid_value'],
    ];
    for (const [change, path, code] of cases) {
      const res = await post('/api/forms/registrations', { ...registration(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(pathsOf(res), JSON.stringify(change)).toContain(path);
      expect(res.json().issues.find((issue: { path: string }) => issue.path === path).code, JSON.stringify(change)).toBe(code);
    }
  });

  it('saves the wizard’s account and lists it as the wizard’s', async () => {
    const username = unique('wiz');
    const res = await post('/api/forms/wizard', {
      orientation: 'vertical',
      username,
      email: 'wiz@example.com',
      password: 'clave1234',
      confirmPassword: 'clave1234',
      firstName: 'Marta',
      lastName: 'Ruiz',
      country: 'MX',
      birthDate: '1990-01-31',
      plan: 'team',
      terms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().account).toMatchObject({ source: 'wizard', fullName: 'Marta Ruiz', details: { plan: 'team', country: 'MX', stepper: 'vertical' } });
    const bad = await post('/api/forms/wizard', { orientation: 'vertical' });
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad)).toContain('body.username');
  });

  it('saves a team with its rows, refuses a name used before, a repeated address and an empty list', async () => {
    const name = unique('Equipo');
    const members = [
      { name: 'Ana', email: 'ana@example.com', role: 'developer', hours: 20 },
      { name: 'Luis', email: 'luis@example.com', role: 'tester', hours: 8 },
    ];
    const res = await post('/api/forms/teams', { name, members });
    expect(res.statusCode).toBe(201);
    expect(res.json().team).toMatchObject({ name, members });
    expect((await get('/api/forms/teams')).json().teams[0].name).toBe(name);

    const again = await post('/api/forms/teams', { name: name.toLowerCase(), members });
    expect(again.statusCode).toBe(400);
    expect(codesOf(again)).toEqual(['team_name_taken']);
    const twice = await post('/api/forms/teams', { name: unique('Otro'), members: [members[0], { ...members[1], email: 'ana@example.com' }] });
    expect(twice.statusCode).toBe(400);
    expect(pathsOf(twice)).toEqual(['body.members.1.email']);
    const hours = await post('/api/forms/teams', { name: unique('Otro'), members: [{ ...members[0], hours: 60 }] });
    expect(pathsOf(hours)).toEqual(['body.members.0.hours']);
    const empty = await post('/api/forms/teams', { name: unique('Otro'), members: [] });
    expect(empty.statusCode).toBe(400);
    expect(pathsOf(empty)).toEqual(['body.members']);
  });

  it('answers 401 to anyone signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/forms/accounts'],
      ['POST', '/api/forms/accounts'],
      ['POST', '/api/forms/registrations'],
      ['POST', '/api/forms/wizard'],
      ['GET', '/api/forms/teams'],
      ['POST', '/api/forms/teams'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
  });
});
