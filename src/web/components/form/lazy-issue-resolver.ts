import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `issueResolver` for a form that shows as soon as its page opens (an invoice editor): the schema, zod and
 * the resolver load with the first check (a field left, a submit), not with the page.
 */
export function lazyIssueResolver<Input extends FieldValues, Output>(load: () => Promise<z.ZodType<Output, Input>>): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('./issue-resolver')]).then(([schema, { issueResolver }]) => issueResolver(schema));
    return (await ready)(values, context, options);
  };
}
