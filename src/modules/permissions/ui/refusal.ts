import type { TFunction } from 'i18next';
import { errorOf } from '@/web/api/request';

/** Guard rails the server names with a `code`: a permission change may hit these two. */
const REFUSALS = ['raise_own_role', 'last_role_manager'];

/** The same failure with the rule's translated text as its message (for a toast or a form's alert). */
export function withRefusalText(t: TFunction, error: unknown): unknown {
  const { code } = errorOf(error);
  if (!code || !REFUSALS.includes(code)) return error;
  const failed = error as { status: number; data?: Record<string, unknown> };
  return { ...failed, data: { ...failed.data, message: t(`permissions.refusals.${code}`) } };
}
