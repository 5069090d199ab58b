import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { storedFileAnswer } from '@/platform/contract/file-answer';
import { filesRoutes } from './routes';

export const filesContract = defineContract(filesRoutes, {
  file: {
    params: z.object({ key: z.string().max(64) }),
    response: storedFileAnswer,
    file: 'stored',
    summary: 'A stored file (an avatar…), with its own type; 404 when the key names none',
  },
});
