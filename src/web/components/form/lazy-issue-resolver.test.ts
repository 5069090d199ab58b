import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyIssueResolver } from './lazy-issue-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyIssueResolver', () => {
  it('loads the schema once, on the first check, and codes errors as issueResolver does', async () => {
    const load = vi.fn(async () => z.object({ title: z.string().trim().min(1).max(5) }));
    const resolve = lazyIssueResolver(load);
    expect(load).not.toHaveBeenCalled();
    const first = await resolve({ title: 'Too long a title' }, undefined, options);
    expect(first.errors.title).toMatchObject({ type: 'too_long', types: { maximum: '5' } });
    expect(await resolve({ title: ' ok ' }, undefined, options)).toEqual({ values: { title: 'ok' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
