import { z } from 'zod';
import { forgotPasswordBody, resetPasswordBody } from './recovery-contract';

/** Forgotten password: the endpoint's address (the language is the page's, not typed). */
export const forgotFormSchema = forgotPasswordBody.pick({ email: true });

/** A new password, typed twice: the endpoint's password rule, and the second copy must match (checked here only). */
export const resetFormSchema = z
  .object({ password: resetPasswordBody.shape.password, confirm: z.string().min(1, 'Repeat the password') })
  .refine((form) => form.confirm === form.password, { path: ['confirm'], message: 'The passwords do not match', params: { code: 'passwords_differ' } });
