import { Invalid } from '@/platform/contract/errors';
import { bytesOfBase64 } from './base64';
import { sniffImageType, type ImageType } from './sniff';

export interface CheckedImage {
  contentType: ImageType;
  bytes: Uint8Array;
}

/**
 * An uploaded image, checked before anything is written: base64 that decodes, at most `maxBytes`, and a PNG,
 * JPEG, WebP or GIF by its content. Otherwise a 400 naming `field`.
 */
export function checkImageUpload(base64: string, field: string, maxBytes: number): CheckedImage {
  const refuse = (message: string, code: string) => new Invalid(message, [{ path: field, message, code }]);
  const bytes = bytesOfBase64(base64);
  if (!bytes || bytes.byteLength === 0) throw refuse('The file could not be read.', 'unreadable_file');
  if (bytes.byteLength > maxBytes) throw refuse(`The file is larger than ${Math.round(maxBytes / 1024)} KB.`, 'file_too_large');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw refuse('Use a JPG, GIF, PNG or WebP image.', 'wrong_file_type');
  return { contentType, bytes };
}
