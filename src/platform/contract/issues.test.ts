import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueFromZod, valueAt } from './issues';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(5, 'At most 5 characters'),
  username: z.string().min(3, 'At least 3 characters'),
  email: z.email({ message: 'Enter a valid email' }),
  role: z.enum(['admin', 'client']),
  count: z.number().min(2),
  items: z.array(z.object({ cost: z.number().max(10) })),
  end: z.string().refine((v) => v !== 'bad', { message: 'The end cannot be before the start', params: { code: 'end_before_start' } }),
});

function codes(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => issueFromZod(issue, valueAt(input, issue.path), `body.${issue.path.join('.')}`));
}

const valid = { name: 'Ana', username: 'ana', email: 'ana@demo.com', role: 'admin', count: 3, items: [{ cost: 1 }], end: 'ok' };

describe('issueFromZod', () => {
  it('names missing and blank values `required`, keeping the English message', () => {
    expect(codes({ ...valid, name: '   ' })).toEqual([{ path: 'body.name', message: 'Name is required', code: 'required' }]);
    const { email: _email, ...withoutEmail } = valid;
    expect(codes(withoutEmail)).toEqual([{ path: 'body.email', message: 'Enter a valid email', code: 'required' }]);
  });

  it('gives lengths and sizes with the numbers they need', () => {
    expect(codes({ ...valid, name: 'Anastasia' })).toMatchObject([{ code: 'too_long', maximum: 5 }]);
    expect(codes({ ...valid, username: 'an' })).toMatchObject([{ code: 'too_short', minimum: 3 }]);
    expect(codes({ ...valid, count: 1 })).toMatchObject([{ code: 'too_small', minimum: 2 }]);
    expect(codes({ ...valid, items: [{ cost: 11 }] })).toMatchObject([{ path: 'body.items.0.cost', code: 'too_big', maximum: 10 }]);
  });

  it('tells formats, choices and domain rules apart', () => {
    expect(codes({ ...valid, email: 'ana@' })).toMatchObject([{ code: 'invalid_email' }]);
    expect(codes({ ...valid, role: 'wizard' })).toMatchObject([{ code: 'invalid_value' }]);
    expect(codes({ ...valid, end: 'bad' })).toMatchObject([{ code: 'end_before_start', message: 'The end cannot be before the start' }]);
  });
});
