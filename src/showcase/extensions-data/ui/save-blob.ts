export { saveBlob } from '@/web/api/save-file';

/** A name a file system takes: no path or reserved characters, at most 80 characters; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback: string) {
  const cleaned = [...name]
    .filter((char) => char >= ' ' && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim()
    .replace(/\.(csv|xlsx|pdf)$/i, '')
    .trim()
    .slice(0, 80);
  return cleaned || fallback;
}
