import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { comingSoonRoutes } from './routes';

/** The longest address kept (RFC 5321's limit). */
export const EMAIL_MAX = 254;

export const subscribeBody = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email({ message: 'Enter a valid email' })),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

export * from './routes';
export const comingSoonContract = defineContract(comingSoonRoutes, {
  subscribe: {
    body: subscribeBody,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
    summary: 'Leave an e-mail address to hear when the product launches (an address already on the list gets the same answer)',
  },
});
