import { defineRoutes } from '@/platform/contract/define-routes';

/** How many options one search answers (the select shows them as a list to scroll). */
export const SELECT_LIMIT = 20;
/** The largest file the uploader demo keeps. */
export const UPLOAD_MAX_BYTES = 1024 * 1024;
/** How many files one account may keep in the uploader demo. */
export const UPLOADS_PER_ACCOUNT = 20;
/** The content types the uploader demo takes, told by the file's first bytes. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;

/** The forms showcase's data: select options searched on the server (SPEC §7) and each account's uploaded files. */
export const formsRoutes = defineRoutes({
  selectData: { method: 'GET', path: '/select/data', access: 'signed-in' },
  uploads: { method: 'GET', path: '/forms/uploads', access: 'signed-in' },
  upload: { method: 'POST', path: '/forms/uploads', access: 'signed-in' },
  removeUpload: { method: 'DELETE', path: '/forms/uploads/:id', access: 'signed-in' },
});
