import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/server/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // The least-privileged role reads help like everyone signed in.
  client = (await t.login('client@demo.com', 'client')).headers;
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = client) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('GET /api/faq/data', () => {
  it('200 with every category, in the language asked for', async () => {
    const res = await get('/faq/data?lang=en');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as { categories: { id: string; qandA: { question: string; ans: string }[] }[] };
    expect(categories.map((c) => c.id)).toEqual(['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices']);
    expect(categories[1].qandA[0].question).toBe('How long does my order take to arrive?');
  });
  it('answers in Spanish when no language is given', async () => {
    const res = await get('/faq/data');
    expect(res.json().categories[0].qandA[0].question).toBe('¿Qué formas de pago aceptáis?');
  });
  it('searches across the categories with q', async () => {
    const res = await get(`/faq/data?lang=en&q=${encodeURIComponent('wishlist')}`);
    expect(res.json().categories).toEqual([expect.objectContaining({ id: 'productServices', qandA: [expect.objectContaining({ question: 'How does the wishlist work?' })] })]);
  });
  it('400 naming the field for an unknown language', async () => {
    const res = await get('/faq/data?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('query.lang');
  });
  it('401 without a token', async () => {
    expect((await get('/faq/data', {})).statusCode).toBe(401);
  });
});

describe('GET /api/faq/data/knowledge_base', () => {
  it('200 with the cards, filtered by q', async () => {
    const all = await get('/faq/data/knowledge_base?lang=pt');
    expect(all.statusCode).toBe(200);
    expect(all.json().cards).toHaveLength(6);
    expect(all.json().cards[0]).toEqual({ id: expect.any(Number), category: 'getting-started', img: '/images/help/kb-getting-started.svg', title: 'Primeiros passos', desc: expect.any(String) });
    const some = await get('/faq/data/knowledge_base?lang=pt&q=reembolso');
    expect(some.json().cards.map((c: { category: string }) => c.category)).toEqual(['returns-refunds']);
  });
  it('401 without a token', async () => {
    expect((await get('/faq/data/knowledge_base', {})).statusCode).toBe(401);
  });
});

describe('GET /api/faq/data/category', () => {
  it('200 with the category and its questions', async () => {
    const res = await get('/faq/data/category?category=shipping-delivery&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toMatchObject({ category: 'shipping-delivery', title: 'Shipping and delivery', icon: 'truck', iconColor: 'warning' });
    expect(res.json().category.questions[1]).toEqual({ id: expect.any(Number), question: 'How do I follow my order?', slug: 'track-your-order' });
  });
  it('400 without a category or with one that is no slug', async () => {
    expect((await get('/faq/data/category')).statusCode).toBe(400);
    const res = await get('/faq/data/category?category=Not%20A%20Slug');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('query.category');
  });
  it('404 for an unknown category', async () => {
    expect((await get('/faq/data/category?category=no-such-category')).statusCode).toBe(404);
  });
  it('401 without a token', async () => {
    expect((await get('/faq/data/category?category=shipping-delivery', {})).statusCode).toBe(401);
  });
});

describe('GET /api/faq/data/question', () => {
  it('200 with the question, its HTML and the related ones', async () => {
    const res = await get('/faq/data/question?category=api-integrations&slug=revoke-a-key&lang=en');
    expect(res.statusCode).toBe(200);
    const { question, category } = res.json();
    expect(question).toMatchObject({ slug: 'revoke-a-key', title: 'How do I revoke a key?', lastUpdated: '2026-10-27' });
    expect(question.content).toContain('401');
    expect(question.relatedQuestions.map((q: { slug: string }) => q.slug)).toEqual(['create-an-api-key', 'authenticate-requests']);
    expect(category).toEqual({ category: 'api-integrations', title: 'API and integrations' });
  });
  it('400 without a slug', async () => {
    const res = await get('/faq/data/question?category=api-integrations');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('query.slug');
  });
  it('404 for an unknown slug', async () => {
    expect((await get('/faq/data/question?category=api-integrations&slug=no-such-question')).statusCode).toBe(404);
  });
  it('401 without a token', async () => {
    expect((await get('/faq/data/question?category=api-integrations&slug=revoke-a-key', {})).statusCode).toBe(401);
  });
});

describe('pricing', () => {
  it('GET 200 with the plans, the questions and the account’s plan', async () => {
    const res = await get('/pricing/data?lang=fr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plans.map((p: { title: string; monthlyPrice: number }) => [p.title, p.monthlyPrice])).toEqual([
      ['Basique', 0],
      ['Standard', 49],
      ['Entreprise', 99],
    ]);
    expect(body.plans[1].yearlyPlan).toEqual({ perMonth: 40, totalAnnual: 480 });
    expect(body.qandA[0]).toEqual({ id: expect.any(Number), question: expect.any(String), ans: expect.any(String) });
    expect(['basic', 'standard', 'enterprise']).toContain(body.currentPlan);
  });
  it('POST puts the account on a plan, which the next GET shows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pricing/plan', headers: client, payload: { plan: 'enterprise' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ currentPlan: 'enterprise' });
    expect((await get('/pricing/data')).json().currentPlan).toBe('enterprise');
  });
  it('POST 400 naming the field for an unknown plan', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pricing/plan', headers: client, payload: { plan: 'gold' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.plan');
  });
  it('401 without a token, before looking at the input', async () => {
    expect((await get('/pricing/data', {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/pricing/plan', payload: { plan: 'gold' } })).statusCode).toBe(401);
  });
});
