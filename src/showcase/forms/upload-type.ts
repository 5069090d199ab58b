import { sniffImageType } from '@/platform/files/sniff';
import type { UPLOAD_TYPES } from './routes';

export type UploadType = (typeof UPLOAD_TYPES)[number];

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** What the bytes are, by their first bytes only (never the name or the type claimed): one of the uploader's types, or null. */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  if (PDF.every((byte, i) => bytes[i] === byte)) return 'application/pdf';
  return sniffImageType(bytes);
}
