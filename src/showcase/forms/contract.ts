import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { recordIdParam } from '@/platform/contract/record-id';
import { singleLine } from '@/platform/contract/text';
import { formsRoutes, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './routes';

/** SPEC §3 select option. */
export const selectOption = z.object({ id: z.number(), value: z.string(), label: z.string() });
export type SelectOption = z.infer<typeof selectOption>;

export const selectQuery = z.object({ query: singleLine().max(100).default('') });

export const uploadedFile = z.object({
  id: z.number(),
  name: z.string(),
  contentType: z.enum(UPLOAD_TYPES),
  size: z.number(),
  url: z.string(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** The file as base64 of its bytes (its type is told by its content) and the name it had on the sender's disk. */
export const uploadBody = z.object({
  name: singleLine().min(1, 'Name the file').max(200).meta({ examples: ['plano.png'] }),
  file: z
    .string()
    .min(1, 'Choose a file')
    .max(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 1024)
    // A one-pixel PNG: the authorisation matrix and the fuzzer send something the server keeps.
    .meta({ examples: ['iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='] }),
});
export type UploadBody = z.infer<typeof uploadBody>;

const idParams = z.object({ id: recordIdParam() });

export * from './routes';
export const formsContract = defineContract(formsRoutes, {
  selectData: {
    query: selectQuery,
    response: z.object({ options: z.array(selectOption), total: z.number() }),
    summary: 'Select options whose label contains the query (any case), in label order, at most 20; total counts every match',
  },
  uploads: { response: z.object({ files: z.array(uploadedFile) }), summary: "The signed-in account's uploaded files, newest first" },
  upload: {
    body: uploadBody,
    bodyLimit: 2 * 1024 * 1024,
    response: z.object({ file: uploadedFile }),
    status: 201,
    summary: 'Keeps a file: PNG, JPEG, WebP, GIF or PDF (told by content), at most 1 MB, sent as base64; at most 20 per account',
  },
  removeUpload: { params: idParams, response: z.object({ files: z.array(uploadedFile) }), summary: 'Removes one of the account’s uploaded files' },
});
