import { fileKeyOfUrl } from '@/platform/files/storage';

/**
 * An <img> asks the network for `/api/files/<key>`, which no page can answer. In the demo, answers that name a stored
 * file name an object URL of its bytes instead; requests that send such a URL back send the stored address again.
 */
export function createFileUrls(read: (key: string) => Promise<{ bytes: Uint8Array; contentType: string } | null>) {
  const objectUrlOf = new Map<string, string>();
  const addressOf = new Map<string, string>();

  return {
    async inAnswer(text: string): Promise<string> {
      const addresses = new Set(text.match(/\/api\/files\/[A-Za-z0-9_-]{32}/g) ?? []);
      for (const address of addresses) {
        if (objectUrlOf.has(address)) continue;
        const file = await read(fileKeyOfUrl(address)!);
        if (!file) continue;
        const objectUrl = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }));
        objectUrlOf.set(address, objectUrl);
        addressOf.set(objectUrl, address);
      }
      return addresses.size ? text.replace(/\/api\/files\/[A-Za-z0-9_-]{32}/g, (address) => objectUrlOf.get(address) ?? address) : text;
    },
    inRequest(text: string): string {
      return text.includes('blob:') ? text.replace(/blob:[^"\s]+/g, (url) => addressOf.get(url) ?? url) : text;
    },
  };
}
