import { NotFound } from '@/platform/contract/errors';
import type { ServiceContext } from '@/platform/auth/context';
import { containsText } from '@/platform/db/sql';
import type { FaqCategoryData, KbCategory, KnowledgeBaseCard, QuestionDetail } from './contract';
import { FAQ_CATEGORIES, type HelpLanguage } from './routes';

type Ctx = Pick<ServiceContext, 'db'>;
interface Search {
  q?: string;
  lang: HelpLanguage;
}

/** The FAQ in one language, by category; with `q`, only the questions whose question or answer holds it (all categories searched). */
export async function faq({ db }: Ctx, { q = '', lang }: Search): Promise<{ categories: FaqCategoryData[] }> {
  let query = db.selectFrom('faq_entries').select(['id', 'category', 'question', 'answer']).where('lang', '=', lang);
  if (q) query = query.where((eb) => containsText(db, eb.ref('search_text'), q));
  const rows = await query.orderBy('position').orderBy('id').execute();
  const categories = FAQ_CATEGORIES.map((id) => ({ id, qandA: rows.filter((r) => r.category === id).map((r) => ({ id: r.id, question: r.question, ans: r.answer })) }));
  return { categories: q ? categories.filter((c) => c.qandA.length > 0) : categories };
}

/** The knowledge base's category cards; with `q`, those whose title, description or one of its questions holds it. */
export async function knowledgeBase({ db }: Ctx, { q = '', lang }: Search): Promise<{ cards: KnowledgeBaseCard[] }> {
  let query = db.selectFrom('kb_categories').select(['id', 'category', 'img', 'title', 'description']).where('lang', '=', lang);
  if (q) query = query.where((eb) => containsText(db, eb.ref('search_text'), q));
  const rows = await query.orderBy('position').execute();
  return { cards: rows.map((r) => ({ id: r.id, category: r.category, img: r.img, title: r.title, desc: r.description })) };
}

async function categoryRow({ db }: Ctx, category: string, lang: HelpLanguage) {
  const row = await db.selectFrom('kb_categories').selectAll().where('lang', '=', lang).where('category', '=', category).executeTakeFirst();
  if (!row) throw new NotFound('No such knowledge-base category');
  return row;
}

const questionLinks = ({ db }: Ctx, category: string, lang: HelpLanguage) =>
  db
    .selectFrom('kb_questions')
    .select(['id', 'question', 'slug'])
    .where('lang', '=', lang)
    .where('category', '=', category)
    .orderBy('position')
    .execute();

/** One category of the knowledge base with its questions, in one language. */
export async function category(ctx: Ctx, { category, lang }: { category: string; lang: HelpLanguage }): Promise<{ category: KbCategory }> {
  const row = await categoryRow(ctx, category, lang);
  return {
    category: { id: row.id, category: row.category, title: row.title, desc: row.description, icon: row.icon, iconColor: row.icon_color, questions: await questionLinks(ctx, category, lang) },
  };
}

/** One question of a category by its slug, with the category's other questions. */
export async function question(ctx: Ctx, input: { category: string; slug: string; lang: HelpLanguage }): Promise<{ question: QuestionDetail; category: { category: string; title: string } }> {
  const owner = await categoryRow(ctx, input.category, input.lang);
  const row = await ctx.db
    .selectFrom('kb_questions')
    .selectAll()
    .where('lang', '=', input.lang)
    .where('category', '=', input.category)
    .where('slug', '=', input.slug)
    .executeTakeFirst();
  if (!row) throw new NotFound('No such knowledge-base question');
  const related = (await questionLinks(ctx, input.category, input.lang)).filter((q) => q.id !== row.id);
  return {
    question: { id: row.id, slug: row.slug, title: row.question, lastUpdated: row.updated_on, relatedQuestions: related, content: row.content },
    category: { category: owner.category, title: owner.title },
  };
}
