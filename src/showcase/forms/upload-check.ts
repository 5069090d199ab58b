import { Invalid } from '@/platform/contract/errors';
import { bytesOfBase64 } from '@/platform/files/base64';
import { sniffImageType } from '@/platform/files/sniff';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './routes';

type UploadType = (typeof UPLOAD_TYPES)[number];

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** What the bytes are, by their first bytes only: one of the uploader's types, or null. */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  if (PDF.every((byte, i) => bytes[i] === byte)) return 'application/pdf';
  return sniffImageType(bytes);
}

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
