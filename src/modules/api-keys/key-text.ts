import { API_KEY_MARKER } from '@/platform/auth/api-key-user';

/** Characters of a key shown in lists after the marker. */
export const PREFIX_LENGTH = 8;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A new secret: the marker and 32 random bytes (256 bits) in base64url. */
export function newApiKey(): string {
  return API_KEY_MARKER + base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What lists show of a key: the first characters after the marker. */
export const prefixOf = (key: string) => key.slice(API_KEY_MARKER.length, API_KEY_MARKER.length + PREFIX_LENGTH);
