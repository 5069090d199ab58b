import type { TFunction } from 'i18next';
import { errorOf } from '@/web/api/request';

/** Guard rails the server names with a `code` (in the body, or on the one issue of a 400). */
const REFUSALS = ['own_role', 'raise_own_role', 'own_account', 'last_role_manager', 'pending'];

/** The rule a refusal hit, in the page's language; otherwise the server's message. */
export function refusalText(t: TFunction, error: unknown): string {
  const { code, issues, message, status } = errorOf(error);
  const rule = [code, ...issues.map((i) => i.code)].find((c): c is string => c !== undefined && REFUSALS.includes(c));
  if (rule) return t(`users.refusals.${rule}`);
  if (status === undefined) return t('common.networkError');
  return status >= 500 ? t('common.unexpectedError') : message;
}

/** The same failure with the rule's translated text as its message, for a form panel's alert. */
export function withRefusalText(t: TFunction, error: unknown): unknown {
  const { code } = errorOf(error);
  if (!code || !REFUSALS.includes(code)) return error;
  const failed = error as { status: number; data?: Record<string, unknown> };
  return { ...failed, data: { ...failed.data, message: refusalText(t, error) } };
}
