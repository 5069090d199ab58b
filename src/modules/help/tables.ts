import type { Generated } from 'kysely';

/** Help content is stored once per language (`lang`), so the server answers and searches in the reader's. */
export interface FaqEntryTable {
  id: Generated<number>;
  lang: string;
  category: string;
  position: number;
  question: string;
  answer: string;
  /** Question and answer in lower case (written by the server, so every engine compares the same text). */
  search_text: string;
}

export interface KbCategoryTable {
  id: Generated<number>;
  lang: string;
  category: string;
  position: number;
  title: string;
  description: string;
  img: string;
  icon: string;
  icon_color: string;
  /** Title, description and the questions' titles in lower case. */
  search_text: string;
}

export interface KbQuestionTable {
  id: Generated<number>;
  lang: string;
  category: string;
  slug: string;
  position: number;
  question: string;
  /** HTML. */
  content: string;
  /** ISO day. */
  updated_on: string;
}

export interface PricingPlanTable {
  id: Generated<number>;
  lang: string;
  plan: string;
  position: number;
  title: string;
  subtitle: string;
  img: string;
  /** JSON list of strings. */
  benefits: string;
  monthly_price: number;
  per_month: number;
  total_annual: number;
  popular: number;
}

export interface PricingQuestionTable {
  id: Generated<number>;
  lang: string;
  position: number;
  question: string;
  answer: string;
}

declare module '@/platform/db/database' {
  interface Database {
    faq_entries: FaqEntryTable;
    kb_categories: KbCategoryTable;
    kb_questions: KbQuestionTable;
    pricing_plans: PricingPlanTable;
    pricing_questions: PricingQuestionTable;
  }
}
