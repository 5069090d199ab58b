import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@/platform/auth/abilities';
import type { ServiceContext } from '@/platform/auth/context';
import { NotFound } from '@/platform/contract/errors';
import { createTestApp } from '@/server/test-app';
import { KB_CATEGORIES } from './content/structure';
import { choosePlan, pricing } from './pricing-service';
import { category, faq, knowledgeBase, question } from './service';
import { sanitizeHelpHtml } from './sanitize';
import { FAQ_CATEGORIES, HELP_LANGUAGES } from './routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ServiceContext;

beforeAll(async () => {
  // On a run with TEST_ENGINE=postgres this runs on PostgreSQL.
  t = await createTestApp();
  const { userData } = await t.login('client@demo.com', 'client');
  const rules = [{ action: 'read', subject: 'ACL' }];
  ctx = { db: t.db, now: new Date('2026-11-25T10:00:00Z'), user: { id: userData.id, role: 'client', rules, ability: buildAbility(rules) } };
});
afterAll(() => t.app.close());

const questions = (result: Awaited<ReturnType<typeof faq>>) => result.categories.flatMap((c) => c.qandA.map((e) => e.question));

describe('FAQ', () => {
  it('has the five categories of SPEC §2, in order, each with several questions, in every language', async () => {
    for (const lang of HELP_LANGUAGES) {
      const { categories } = await faq(ctx, { lang });
      expect(categories.map((c) => c.id)).toEqual([...FAQ_CATEGORIES]);
      for (const c of categories) expect(c.qandA.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers in the language asked for', async () => {
    const [es, en] = [await faq(ctx, { lang: 'es' }), await faq(ctx, { lang: 'en' })];
    expect(es.categories[0].qandA[0].question).toBe('¿Qué formas de pago aceptáis?');
    expect(en.categories[0].qandA[0].question).toBe('Which payment methods do you accept?');
  });

  it('searches questions and answers across every category, case-insensitively, and drops categories with no match', async () => {
    // "refund" is in the returns answers and in none of the payment ones.
    const result = await faq(ctx, { lang: 'en', q: 'REFUND' });
    expect(result.categories.map((c) => c.id)).toEqual(['cancellationReturn', 'myOrders']);
    expect(questions(result)).toContain('When do I get my refund?');
    // A word only in an answer finds its question.
    expect(questions(await faq(ctx, { lang: 'en', q: 'encrypted' }))).toEqual(['Is it safe to pay by card?']);
  });

  it('searches in the reader’s language only', async () => {
    expect((await faq(ctx, { lang: 'es', q: 'reembolso' })).categories.length).toBeGreaterThan(0);
    expect((await faq(ctx, { lang: 'en', q: 'reembolso' })).categories).toEqual([]);
  });

  it('lower-cases accented letters on both engines, and reads % and _ as themselves', async () => {
    expect(questions(await faq(ctx, { lang: 'es', q: '¿QUÉ FORMAS' }))).toEqual(['¿Qué formas de pago aceptáis?']);
    expect((await faq(ctx, { lang: 'en', q: '%' })).categories).toEqual([]);
    expect((await faq(ctx, { lang: 'en', q: 'a_d' })).categories).toEqual([]);
  });
});

describe('knowledge base', () => {
  it('has a card per category with its drawing, in the reader’s language', async () => {
    const { cards } = await knowledgeBase(ctx, { lang: 'fr' });
    expect(cards.map((c) => c.category)).toEqual(KB_CATEGORIES.map((c) => c.key));
    expect(cards[0]).toMatchObject({ title: 'Premiers pas', img: '/images/help/kb-getting-started.svg' });
  });

  it('finds cards by title, description or one of their questions', async () => {
    expect((await knowledgeBase(ctx, { lang: 'en', q: 'security' })).cards.map((c) => c.category)).toEqual(['account-security']);
    // "QR code" is only in a question's answer, not its title: no card.
    expect((await knowledgeBase(ctx, { lang: 'en', q: 'QR code' })).cards).toEqual([]);
    // "revoke" is the title of a question of the API category.
    expect((await knowledgeBase(ctx, { lang: 'en', q: 'revoke' })).cards.map((c) => c.category)).toEqual(['api-integrations']);
  });

  it('gives a category with its questions and their slugs', async () => {
    const { category: c } = await category(ctx, { category: 'account-security', lang: 'de' });
    expect(c).toMatchObject({ title: 'Konto und Sicherheit', icon: 'shield', iconColor: 'success' });
    expect(c.questions.map((q) => q.slug)).toEqual(['change-your-password', 'two-step-verification', 'sign-out-other-sessions']);
  });

  it('gives a question by slug with its HTML, date and the other questions of its category', async () => {
    const result = await question(ctx, { category: 'account-security', slug: 'two-step-verification', lang: 'ar' });
    expect(result.question.title).toBe('كيف أفعّل التحقق بخطوتين؟');
    expect(result.question.content).toMatch(/^<p>/);
    expect(result.question.lastUpdated).toBe('2026-10-18');
    expect(result.question.relatedQuestions.map((q) => q.slug)).toEqual(['change-your-password', 'sign-out-other-sessions']);
    expect(result.category).toEqual({ category: 'account-security', title: 'الحساب والأمان' });
  });

  it('refuses an unknown category or slug, or a slug of another category, with NotFound', async () => {
    await expect(category(ctx, { category: 'no-such-thing', lang: 'es' })).rejects.toBeInstanceOf(NotFound);
    await expect(question(ctx, { category: 'no-such-thing', slug: 'delivery-times', lang: 'es' })).rejects.toBeInstanceOf(NotFound);
    await expect(question(ctx, { category: 'account-security', slug: 'delivery-times', lang: 'es' })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('answers as HTML', () => {
  it('keep their paragraphs, emphasis and code through the sanitiser, which strips scripts, handlers and script URLs', async () => {
    const { question: q } = await question(ctx, { category: 'api-integrations', slug: 'authenticate-requests', lang: 'en' });
    expect(sanitizeHelpHtml(q.content)).toBe(q.content);
    const dirty = '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a><a href="/pages/faq">faq</a></p>';
    expect(sanitizeHelpHtml(dirty)).toBe('<p>Hi<a>go</a><a href="/pages/faq">faq</a></p>');
  });
});

describe('pricing', () => {
  it('has the three plans with the prices of SPEC §9, Standard popular', async () => {
    const { plans, qandA } = await pricing(ctx, { lang: 'en' });
    expect(plans.map((p) => [p.id, p.title, p.monthlyPrice, p.yearlyPlan.perMonth, p.yearlyPlan.totalAnnual, p.popular])).toEqual([
      ['basic', 'Basic', 0, 0, 0, false],
      ['standard', 'Standard', 49, 40, 480, true],
      ['enterprise', 'Enterprise', 99, 80, 960, false],
    ]);
    expect(plans[0].planBenefits).toEqual(['100 responses a month', 'Up to 2 subdomains']);
    expect(plans[2].planBenefits).toContain('File upload with 5 GB of storage');
    expect(qandA.length).toBeGreaterThanOrEqual(3);
  });

  it('names the account’s plan by its price and stores a chosen one', async () => {
    await t.db.updateTable('accounts').set({ current_plan: 'company' }).where('id', '=', ctx.user.id).execute();
    expect((await pricing(ctx, { lang: 'es' })).currentPlan).toBe('enterprise');
    expect(await choosePlan(ctx, 'standard')).toEqual({ currentPlan: 'standard' });
    const row = await t.db.selectFrom('accounts').select('current_plan').where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
    expect(row.current_plan).toBe('team');
    expect((await pricing(ctx, { lang: 'es' })).currentPlan).toBe('standard');
    await choosePlan(ctx, 'basic');
    expect((await pricing(ctx, { lang: 'es' })).currentPlan).toBe('basic');
  });
});
