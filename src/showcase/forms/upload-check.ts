import { Invalid } from '@/platform/contract/errors';
import { bytesOfBase64 } from '@/platform/files/base64';
import { UPLOAD_MAX_BYTES } from './routes';
import { sniffUploadType, type UploadType } from './upload-type';

/** An upload checked before anything is written: readable base64, at most 1 MB, a known type; otherwise 400 on `body.file`. */
export function checkUpload(base64: string): { contentType: UploadType; bytes: Uint8Array } {
  const refuse = (message: string, code: string) => new Invalid(message, [{ path: 'body.file', message, code }]);
  const bytes = bytesOfBase64(base64);
  if (!bytes || bytes.byteLength === 0) throw refuse('The file could not be read.', 'unreadable_file');
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw refuse(`The file is larger than ${UPLOAD_MAX_BYTES / 1024} KB.`, 'file_too_large');
  const contentType = sniffUploadType(bytes);
  if (!contentType) throw refuse('Use a PNG, JPEG, WebP or GIF image or a PDF.', 'wrong_file_type');
  return { contentType, bytes };
}
