import { errorOf } from '@/web/api/request';

/** Why a mailed link cannot be used, as the server names it on the `token` field. */
export type TokenProblem = 'token_invalid' | 'token_expired' | 'token_used';

const PROBLEMS: readonly string[] = ['token_invalid', 'token_expired', 'token_used'];

export const TOKEN_PROBLEM_TEXT: Record<TokenProblem, string> = {
  token_invalid: 'auth.errors.tokenInvalid',
  token_expired: 'auth.errors.tokenExpired',
  token_used: 'auth.errors.tokenUsed',
};

/** The problem a failed request had with its token (a malformed one counts as invalid), or undefined for any other failure. */
export function tokenProblemOf(error: unknown): TokenProblem | undefined {
  const { status, issues } = errorOf(error);
  if (status !== 400) return undefined;
  const issue = issues.find((i) => i.path === 'body.token' || i.path === 'query.token');
  if (!issue) return undefined;
  return PROBLEMS.includes(issue.code ?? '') ? (issue.code as TokenProblem) : 'token_invalid';
}

/** A token as links carry it (base64url): anything else is not worth asking the server about. */
export const looksLikeToken = (token: string) => /^[\w-]{1,200}$/.test(token);
