import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueResolver } from './issue-resolver';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(5, 'At most 5 characters'),
  items: z.array(z.object({ cost: z.number().max(10, 'Too much') })),
});
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('issueResolver', () => {
  it('codes the errors as the server does, numbers included', async () => {
    const resolve = issueResolver(schema);
    const { errors } = await resolve({ name: 'Anastasia', items: [{ cost: 1 }, { cost: 11 }] }, undefined, options);
    expect(errors.name).toMatchObject({ type: 'too_long', message: 'At most 5 characters', types: { maximum: '5' } });
    expect(errors.items?.[1]?.cost).toMatchObject({ type: 'too_big', types: { maximum: '10' } });
  });

  it('passes the parsed values on success', async () => {
    const resolve = issueResolver(schema);
    expect(await resolve({ name: ' Ana ', items: [] }, undefined, options)).toEqual({ values: { name: 'Ana', items: [] }, errors: {} });
  });
});
