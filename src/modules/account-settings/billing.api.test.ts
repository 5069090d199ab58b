import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';
import { MAX_CARDS } from './routes';
import { cardBrand, passesLuhn } from './billing-contract';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
let accounts = 0;
async function newAccount(): Promise<Headers> {
  const n = ++accounts;
  const res = await t.app.inject({ method: 'POST', url: '/api/jwt/register', payload: { username: `cobros${n}`, email: `cobros${n}@example.com`, password: 'secreto-largo' } });
  expect(res.statusCode).toBe(201);
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}

const get = (path: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/account-setting/${path}`, headers });
const post = (path: string, payload: object, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/account-setting/${path}`, payload, headers });
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const card = (over: object = {}) => ({ number: '4242 4242 4242 4242', holder: 'Nora Quintana', expiry: `08/${nextYear}`, cvc: '123', primary: false, ...over });
const address = (over: object = {}) => ({ fullName: 'Nora Quintana', line1: 'Calle Mayor 12', line2: '', city: 'Sevilla', state: 'Andalucía', postcode: '41001', country: 'ES', kind: 'home', isDefault: false, ...over });
const issuesOf = (res: { json: () => unknown }) => (res.json() as { issues: { path: string; code?: string }[] }).issues;

describe('card helpers', () => {
  it('the Luhn check and the brand', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('4111111111111111')).toBe('visa');
  });
});

describe('payment cards', () => {
  it('401 without a token, before anything is read', async () => {
    expect((await get('cards', {})).statusCode).toBe(401);
    expect((await post('cards', card(), {})).statusCode).toBe(401);
    expect((await post('cards/remove', { id: 1 }, {})).statusCode).toBe(401);
  });

  it('a card is saved as brand, last four digits, holder and expiry; the first is the primary', async () => {
    const me = await newAccount();
    const res = await post('cards', card(), me);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().card).toMatchObject({ brand: 'visa', last4: '4242', holder: 'Nora Quintana', expMonth: 8, primary: true });
    expect((await get('cards', me)).json().cards).toHaveLength(1);
    // Neither the number nor the code is kept anywhere in the row.
    const row = await t.db.selectFrom('account_cards').selectAll().where('id', '=', res.json().card.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(JSON.stringify(row)).not.toContain('"123"');
  });

  it('a new primary card takes the place of the old one; removing the primary promotes the newest left', async () => {
    const me = await newAccount();
    const first = (await post('cards', card(), me)).json().card;
    const second = (await post('cards', card({ number: '5555 5555 5555 4444', primary: true }), me)).json().card;
    const listed = (await get('cards', me)).json().cards;
    expect(listed.map((c: { id: number; primary: boolean }) => [c.id, c.primary])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const after = await post('cards/remove', { id: second.id }, me);
    expect(after.statusCode).toBe(200);
    expect(after.json().cards).toEqual([expect.objectContaining({ id: first.id, primary: true })]);
  });

  it('400 naming the field for a wrong number, an expired card or a bad code; nothing is written', async () => {
    const me = await newAccount();
    const wrong = await post('cards', card({ number: '4242 4242 4242 4241' }), me);
    expect(wrong.statusCode).toBe(400);
    expect(issuesOf(wrong)).toContainEqual(expect.objectContaining({ path: 'body.number', code: 'card_checksum' }));
    const expired = await post('cards', card({ expiry: '01/20' }), me);
    expect(issuesOf(expired)).toContainEqual(expect.objectContaining({ path: 'body.expiry', code: 'card_expired' }));
    const code = await post('cards', card({ cvc: '12' }), me);
    expect(issuesOf(code)).toContainEqual(expect.objectContaining({ path: 'body.cvc', code: 'card_cvc' }));
    expect((await get('cards', me)).json().cards).toEqual([]);
  });

  it(`at most ${MAX_CARDS} cards`, async () => {
    const me = await newAccount();
    for (let i = 0; i < MAX_CARDS; i++) expect((await post('cards', card(), me)).statusCode).toBe(201);
    const res = await post('cards', card(), me);
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)[0]).toMatchObject({ code: 'card_limit' });
  });

  it("404 for another account's card or one that does not exist", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const mine = (await post('cards', card(), owner)).json().card;
    expect((await post('cards/remove', { id: mine.id }, other)).statusCode).toBe(404);
    expect((await post('cards/remove', { id: 999_999 }, owner)).statusCode).toBe(404);
    expect((await get('cards', owner)).json().cards).toHaveLength(1);
  });
});

describe('addresses', () => {
  it('401 without a token', async () => {
    expect((await get('addresses', {})).statusCode).toBe(401);
    expect((await post('addresses', address(), {})).statusCode).toBe(401);
    expect((await post('addresses/remove', { id: 1 }, {})).statusCode).toBe(401);
  });

  it('saved and listed, the default first; removing it makes the newest left the default', async () => {
    const me = await newAccount();
    const home = await post('addresses', address(), me);
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json().address).toMatchObject({ city: 'Sevilla', country: 'ES', kind: 'home', isDefault: true });
    const office = (await post('addresses', address({ kind: 'office', line1: 'Avenida de la Luz 3', isDefault: true }), me)).json().address;
    const listed = (await get('addresses', me)).json().addresses;
    expect(listed.map((a: { id: number; isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
    expect(listed[0].id).toBe(office.id);
    const after = (await post('addresses/remove', { id: office.id }, me)).json().addresses;
    expect(after).toEqual([expect.objectContaining({ id: home.json().address.id, isDefault: true })]);
  });

  it('400 naming the field; 404 for an unknown one', async () => {
    const me = await newAccount();
    const res = await post('addresses', address({ country: 'XX', city: '', postcode: '41*01' }), me);
    expect(res.statusCode).toBe(400);
    const paths = issuesOf(res).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.country', 'body.city', 'body.postcode']));
    expect((await get('addresses', me)).json().addresses).toEqual([]);
    expect((await post('addresses/remove', { id: 999_999 }, me)).statusCode).toBe(404);
  });
});
