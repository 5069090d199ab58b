import type { ServiceContext } from '@/platform/auth/context';
import { NotFound } from '@/platform/contract/errors';
import type { PricingData } from './contract';
import { type HelpLanguage, type PricingPlan } from './routes';

/**
 * Accounts keep the plan the Users screen names (basic, team, company, enterprise; SPEC §9); the pricing page offers
 * three. Team costs what Standard does and Company what Enterprise does, so each account plan reads as the pricing
 * plan of its price, and choosing a pricing plan stores the account plan of that price.
 */
const PRICING_PLAN_OF: Record<string, PricingPlan> = { basic: 'basic', team: 'standard', company: 'enterprise', enterprise: 'enterprise' };
const ACCOUNT_PLAN_OF: Record<PricingPlan, string> = { basic: 'basic', standard: 'team', enterprise: 'company' };

async function currentPlan({ db, user }: ServiceContext): Promise<PricingPlan> {
  const account = await db.selectFrom('accounts').select('current_plan').where('id', '=', user.id).executeTakeFirst();
  if (!account) throw new NotFound('No such account');
  return PRICING_PLAN_OF[account.current_plan] ?? 'basic';
}

/** The plans and the pricing questions in the reader's language, and the signed-in account's plan. */
export async function pricing(ctx: ServiceContext, { lang }: { lang: HelpLanguage }): Promise<PricingData> {
  const [plans, questions] = await Promise.all([
    ctx.db.selectFrom('pricing_plans').selectAll().where('lang', '=', lang).orderBy('position').execute(),
    ctx.db.selectFrom('pricing_questions').select(['id', 'question', 'answer']).where('lang', '=', lang).orderBy('position').execute(),
  ]);
  return {
    plans: plans.map((p) => ({
      id: p.plan as PricingPlan,
      title: p.title,
      img: p.img,
      subtitle: p.subtitle,
      monthlyPrice: Number(p.monthly_price),
      yearlyPlan: { perMonth: Number(p.per_month), totalAnnual: Number(p.total_annual) },
      planBenefits: JSON.parse(p.benefits) as string[],
      popular: Number(p.popular) === 1,
    })),
    qandA: questions.map((q) => ({ id: q.id, question: q.question, ans: q.answer })),
    currentPlan: await currentPlan(ctx),
  };
}

/** Puts the signed-in account on a plan. */
export async function choosePlan(ctx: ServiceContext, plan: PricingPlan): Promise<{ currentPlan: PricingPlan }> {
  await ctx.db.updateTable('accounts').set({ current_plan: ACCOUNT_PLAN_OF[plan] }).where('id', '=', ctx.user.id).execute();
  return { currentPlan: await currentPlan(ctx) };
}
