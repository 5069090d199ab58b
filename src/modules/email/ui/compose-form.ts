import { z } from 'zod';
import { splitAddresses } from './compose-seed';


const isAddress = (a: string) => z.email().safeParse(a).success;
const addressList = (requiredKey?: string) =>
  z
    .string()
    .max(2000)
    .refine((text) => !requiredKey || splitAddresses(text).length > 0, requiredKey ?? '')
    .refine((text) => splitAddresses(text).every(isAddress), 'email.errors.badAddress')
    .refine((text) => splitAddresses(text).length <= 50, 'email.errors.tooMany');

/** Messages are i18n keys, translated where they are shown. */
export const composeSchema = z.object({
  to: addressList('email.errors.toRequired'),
  cc: addressList(),
  bcc: addressList(),
  subject: z.string().max(200, 'email.errors.subjectLong'),
  message: z.string(),
});
/** Saving a draft needs no recipient. */
export const draftSchema = composeSchema.extend({ to: addressList() });

export type ComposeValues = z.infer<typeof composeSchema>;
