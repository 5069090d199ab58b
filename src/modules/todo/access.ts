import { accessTo } from '@/platform/contract/define-routes';

/** Who may use this module: its endpoints and its pages check the same rules (the 'Todo' area). */
export const todoAccess = accessTo('Todo');
