import type { User } from '../contract';

/** What each plan costs per month and what it includes (the feature keys are translated). */
export const PLAN_PRICES: Record<User['currentPlan'], number> = { basic: 0, team: 49, company: 99, enterprise: 199 };
export const PLAN_FEATURES: Record<User['currentPlan'], string[]> = {
  basic: ['users5', 'storage10', 'supportEmail'],
  team: ['users20', 'storage100', 'supportEmail', 'sharedBoards'],
  company: ['users100', 'storage1000', 'supportPriority', 'sharedBoards', 'auditLog'],
  enterprise: ['usersUnlimited', 'storageUnlimited', 'supportDedicated', 'sharedBoards', 'auditLog', 'sso'],
};
