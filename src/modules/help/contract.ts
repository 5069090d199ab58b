import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { searchTerm } from '@/platform/contract/lists';
import { FAQ_CATEGORIES, HELP_LANGUAGES, PRICING_PLANS, SLUG_MAX, helpRoutes } from './routes';

/** The reader's language: the server answers and searches in it. */
const lang = z.enum(HELP_LANGUAGES).default('es');
const slug = z
  .string()
  .trim()
  .min(1)
  .max(SLUG_MAX)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens');

const qAndA = z.object({ id: z.number(), question: z.string(), ans: z.string() });
export type QAndA = z.infer<typeof qAndA>;

export const faqCategory = z.object({ id: z.enum(FAQ_CATEGORIES), qandA: z.array(qAndA) });
export type FaqCategoryData = z.infer<typeof faqCategory>;

export const knowledgeBaseCard = z.object({ id: z.number(), category: z.string(), img: z.string(), title: z.string(), desc: z.string() });
export type KnowledgeBaseCard = z.infer<typeof knowledgeBaseCard>;

const questionLink = z.object({ id: z.number(), question: z.string(), slug: z.string() });
export type QuestionLink = z.infer<typeof questionLink>;

export const kbCategory = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  desc: z.string(),
  icon: z.string(),
  iconColor: z.string(),
  questions: z.array(questionLink),
});
export type KbCategory = z.infer<typeof kbCategory>;

export const questionDetail = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** ISO day. */
  lastUpdated: z.string(),
  relatedQuestions: z.array(questionLink),
  /** HTML, sanitised before it is shown. */
  content: z.string(),
});
export type QuestionDetail = z.infer<typeof questionDetail>;

export const pricingPlan = z.object({
  id: z.enum(PRICING_PLANS),
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
  monthlyPrice: z.number(),
  yearlyPlan: z.object({ perMonth: z.number(), totalAnnual: z.number() }),
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
});
export type PricingPlanData = z.infer<typeof pricingPlan>;

const pricingResponse = z.object({
  plans: z.array(pricingPlan),
  qandA: z.array(qAndA),
  /** The signed-in account's plan, as the pricing page names it. */
  currentPlan: z.enum(PRICING_PLANS),
});
export type PricingData = z.infer<typeof pricingResponse>;

export const helpQuery = z.object({ q: searchTerm, lang });
export const categoryQuery = z.object({ category: slug, lang });
export const questionQuery = z.object({ category: slug, slug, lang });
export type HelpQuery = z.input<typeof helpQuery>;

export * from './routes';
export const helpContract = defineContract(helpRoutes, {
  faq: {
    query: helpQuery,
    response: z.object({ categories: z.array(faqCategory) }),
    summary: 'The FAQ in the reader’s language: every category with its questions; `q` keeps the questions whose question or answer holds it (case-insensitive), across all categories',
  },
  knowledgeBase: {
    query: helpQuery,
    response: z.object({ cards: z.array(knowledgeBaseCard) }),
    summary: 'The knowledge-base categories as cards; `q` keeps those whose title, description or one of its questions holds it',
  },
  category: {
    query: categoryQuery,
    response: z.object({ category: kbCategory }),
    summary: 'One knowledge-base category with its questions (404 for an unknown category)',
  },
  question: {
    query: questionQuery,
    response: z.object({ question: questionDetail, category: z.object({ category: z.string(), title: z.string() }) }),
    summary: 'One knowledge-base question by its category and slug, with its HTML answer and the others of its category (404 for an unknown one)',
  },
  pricing: {
    query: z.object({ lang }),
    response: pricingResponse,
    summary: 'The three plans, monthly and yearly prices, the pricing questions, and the plan of the signed-in account',
  },
  choosePlan: {
    body: z.object({ plan: z.enum(PRICING_PLANS) }),
    response: z.object({ currentPlan: z.enum(PRICING_PLANS) }),
    summary: 'Puts the signed-in account on one of the plans',
  },
});
