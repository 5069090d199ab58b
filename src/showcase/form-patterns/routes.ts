import { defineRoutes } from '@/platform/contract/define-routes';

/** Where each sample account came from: one of the layout page's forms, the validation page or the wizard. */
export const LAYOUTS = ['horizontal', 'vertical', 'multi-column', 'icons', 'floating', 'states'] as const;
export type FormLayout = (typeof LAYOUTS)[number];
export const ACCOUNT_SOURCES = [...LAYOUTS, 'validation', 'wizard'] as const;
export type AccountSource = (typeof ACCOUNT_SOURCES)[number];

/** Countries the sample forms offer (ISO 3166 codes; the browser names them in the UI language). */
export const COUNTRIES = ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'US', 'GB', 'FR', 'DE', 'PT', 'BR', 'MA', 'EG'] as const;
export const PLANS = ['basic', 'team', 'enterprise'] as const;
export const MEMBER_ROLES = ['developer', 'designer', 'manager', 'tester'] as const;
/** The most rows a submitted team may have. */
export const TEAM_MAX = 10;
/** How many of the latest saved records the lists show. */
export const LIST_LIMIT = 10;

/** The form pages' endpoints: each signed-in person keeps their own sample accounts and teams. */
export const formPatternRoutes = defineRoutes({
  accounts: { method: 'GET', path: '/forms/accounts', access: 'signed-in' },
  addAccount: { method: 'POST', path: '/forms/accounts', access: 'signed-in' },
  register: { method: 'POST', path: '/forms/registrations', access: 'signed-in' },
  wizard: { method: 'POST', path: '/forms/wizard', access: 'signed-in' },
  teams: { method: 'GET', path: '/forms/teams', access: 'signed-in' },
  addTeam: { method: 'POST', path: '/forms/teams', access: 'signed-in' },
});
