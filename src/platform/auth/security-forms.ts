import { z } from 'zod';
import { changePasswordBody, securityContract } from './security-contract';

/** Change of password: the endpoint's body, the new one typed twice (checked here, never sent). */
export const changePasswordFormSchema = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, 'Type the new password again') })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'The two passwords differ', params: { code: 'passwords_differ' } })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'Choose a password other than the current one', params: { code: 'same_password' } });

export const disableTwoFactorFormSchema = securityContract.twoFactorDisable.body;
