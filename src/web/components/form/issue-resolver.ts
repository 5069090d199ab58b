import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueFromZod, valueAt } from '@/platform/contract/issues';
import { errorOptionOf } from './issue-text';

/**
 * `zodResolver` over an endpoint's schema, with each error coded as the server codes it (`required`,
 * `too_short` + minimum…), so a field reads the same text whoever caught the problem. zodResolver keeps
 * only zod's raw code and message, so on a failure the issues are read once more for their numbers.
 */
export function issueResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (!Object.keys(result.errors).length) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      const coded = issueFromZod(issue, valueAt(values, issue.path), path);
      errors[path] = { ...errorOptionOf(coded), type: coded.code ?? issue.code } as FieldError;
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
