import { z } from 'zod';
import { loginBody, registerBody } from './contract';

// The sign-in forms validate with their endpoints' own schemas; the browser loads this file (and zod) on a form's first check.
export const loginFormSchema = loginBody;

/** Registration: the endpoint's body, plus the terms a person must accept (checked here, never sent). */
export const registerFormSchema = registerBody.extend({ terms: z.literal(true) });

export { forgotFormSchema, resetFormSchema } from './recovery-forms';
