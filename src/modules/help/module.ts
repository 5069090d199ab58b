import { defineModule } from '@/platform/module';
import { helpContract } from './contract';
import { helpMigrations } from './migrations';
import * as help from './service';
import * as pricing from './pricing-service';

export const helpModule = defineModule({
  name: 'help',
  contract: helpContract,
  migrations: helpMigrations,
  handlers: {
    faq: (ctx, { query }) => help.faq(ctx, query),
    knowledgeBase: (ctx, { query }) => help.knowledgeBase(ctx, query),
    category: (ctx, { query }) => help.category(ctx, query),
    question: (ctx, { query }) => help.question(ctx, query),
    pricing: (ctx, { query }) => pricing.pricing(ctx, query),
    choosePlan: (ctx, { body }) => pricing.choosePlan(ctx, body.plan),
  },
});
