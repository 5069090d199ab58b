import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { defineContract } from '@/platform/contract/define-contract';
import { singleLine } from '@/platform/contract/text';
import { KEY_NAME_MAX, apiKeysRoutes } from './routes';

/** A key as lists show it: never the secret, only the first characters after the marker. */
export const apiKey = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyInput = z.object({ name: singleLine().min(1).max(KEY_NAME_MAX) });
export type ApiKeyInput = z.input<typeof apiKeyInput>;

export * from './routes';
export const apiKeysContract = defineContract(apiKeysRoutes, {
  list: {
    response: z.object({ keys: z.array(apiKey) }),
    summary: "The signed-in account's live API keys, newest first (never their secrets)",
  },
  create: {
    body: apiKeyInput,
    response: z.object({ key: z.string(), apiKey }),
    status: 201,
    summary: 'A new API key: `key` is the secret, answered this once and stored only as a digest',
  },
  revoke: {
    body: z.object({ id: recordId() }),
    response: z.object({ apiKey }),
    summary: 'Revokes one of the signed-in account’s keys: requests with it get 401 from the next one on',
  },
});
