// Loaded when a file arrives: pages with an Export button do not carry it.

/** The file name a `Content-Disposition` header gives (its UTF-8 `filename*` first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Hands a file (fetched, or made in the browser) to the browser to save under `name`. */
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

/** Hands a fetched file to the browser to save, under the server's name. */
export async function saveResponse(response: Response, fallback: string): Promise<string> {
  const name = fileNameOf(response.headers.get('content-disposition'), fallback);
  saveBlob(await response.blob(), name);
  return name;
}

