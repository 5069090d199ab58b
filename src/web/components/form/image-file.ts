import { sniffImageType } from '@/platform/files/sniff';

/** Why a chosen picture is refused before it is sent: the server's issue codes for the same checks. */
export type ImageRefusal = 'file_too_large' | 'wrong_file_type' | 'unreadable_file';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * A picture chosen for upload, checked here as the server checks it (its content, not its name; at most `maxBytes`):
 * its data URL (for a preview) and the base64 the upload endpoints take, or why it is refused.
 */
export async function readImageFile(file: File, maxBytes: number): Promise<{ dataUrl: string; base64: string } | { refused: ImageRefusal }> {
  if (file.size > maxBytes) return { refused: 'file_too_large' };
  const dataUrl = await readAsDataUrl(file).catch(() => null);
  if (!dataUrl) return { refused: 'unreadable_file' };
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  // The first 18 bytes (24 base64 characters) hold every signature the server knows.
  const head = Uint8Array.from(atob(base64.slice(0, 24)), (c) => c.charCodeAt(0));
  if (!sniffImageType(head)) return { refused: 'wrong_file_type' };
  return { dataUrl, base64 };
}
