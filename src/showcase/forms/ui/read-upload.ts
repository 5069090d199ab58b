import { UPLOAD_MAX_BYTES } from '../routes';
import { sniffUploadType, type UploadType } from '../upload-type';

/** Why a file is refused before it is sent: the server's issue codes for the same checks. */
export type UploadRefusal = 'file_too_large' | 'wrong_file_type' | 'unreadable_file';

export type ReadFile = { dataUrl: string; base64: string; contentType: UploadType } | { refused: UploadRefusal };

/**
 * A chosen file read for upload, reporting how much is read; checked as the server checks it (at most 1 MB, its
 * type by its first bytes) unless `check` is false, when what it is goes to the server to judge.
 */
export function readUpload(file: File, onProgress: (percent: number) => void, check = true): Promise<ReadFile> {
  if (check && file.size > UPLOAD_MAX_BYTES) return Promise.resolve({ refused: 'file_too_large' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onerror = () => resolve({ refused: 'unreadable_file' });
    reader.onload = () => {
      const dataUrl = String(reader.result);
      const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
      // The first 18 bytes (24 base64 characters) hold every signature the server knows.
      const contentType = base64 ? sniffUploadType(Uint8Array.from(atob(base64.slice(0, 24)), (c) => c.charCodeAt(0))) : null;
      if (!base64) return resolve({ refused: 'unreadable_file' });
      if (!contentType && check) return resolve({ refused: 'wrong_file_type' });
      resolve({ dataUrl, base64, contentType: contentType ?? 'application/pdf' });
    };
    reader.readAsDataURL(file);
  });
}

/** For the file dialog's filter and react-dropzone's `accept`. */
export const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'], 'image/gif': ['.gif'], 'application/pdf': ['.pdf'] };
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');
