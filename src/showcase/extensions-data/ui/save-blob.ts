/** Hands a file made in the browser to the browser to save under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the blob can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
