import type { Kysely } from 'kysely';
import { FAQ_CATEGORIES, PRICING_PLANS } from './routes';
import { HELP_TEXT } from './content';
import { KB_CATEGORIES, PLAN_PRICES, kbImage, planImage } from './content/structure';

/** Text as searches compare it: lower case, written here so that SQLite and PostgreSQL hold the same. */
export const searchable = (...parts: string[]) => parts.join('\n').toLowerCase();

/** Writes every language's help content into the help tables (a migration's step). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function writeHelpContent(db: Kysely<any>) {
  for (const [lang, text] of Object.entries(HELP_TEXT)) {
    const faq = FAQ_CATEGORIES.flatMap((category) => text.faq[category].map((entry) => ({ category, ...entry })));
    await db
      .insertInto('faq_entries')
      .values(faq.map((e, position) => ({ lang, category: e.category, position, question: e.q, answer: e.a, search_text: searchable(e.q, e.a) })))
      .execute();

    await db
      .insertInto('kb_categories')
      .values(
        KB_CATEGORIES.map((c, position) => {
          const words = text.kb[c.key];
          const titles = Object.values<{ q: string }>(words.questions).map((question) => question.q);
          return { lang, category: c.key, position, title: words.title, description: words.desc, img: kbImage(c.key), icon: c.icon, icon_color: c.iconColor, search_text: searchable(words.title, words.desc, ...titles) };
        }),
      )
      .execute();
    await db
      .insertInto('kb_questions')
      .values(
        KB_CATEGORIES.flatMap((c) => {
          const words = text.kb[c.key].questions as Record<string, { q: string; html: string }>;
          return Object.entries(c.questions).map(([slug, updatedOn], position) => ({ lang, category: c.key, slug, position, question: words[slug].q, content: words[slug].html, updated_on: updatedOn }));
        }),
      )
      .execute();

    await db
      .insertInto('pricing_plans')
      .values(
        PRICING_PLANS.map((plan, position) => {
          const price = PLAN_PRICES[plan];
          const words = text.plans[plan];
          return {
            lang,
            plan,
            position,
            title: words.title,
            subtitle: words.subtitle,
            img: planImage(plan),
            benefits: JSON.stringify(words.benefits),
            monthly_price: price.monthlyPrice,
            per_month: price.perMonth,
            total_annual: price.totalAnnual,
            popular: price.popular ? 1 : 0,
          };
        }),
      )
      .execute();
    await db
      .insertInto('pricing_questions')
      .values(text.pricingQuestions.map((e, position) => ({ lang, position, question: e.q, answer: e.a })))
      .execute();
  }
}
