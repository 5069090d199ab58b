import { SignJWT, jwtVerify } from 'jose';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

type TokenKind = 'access' | 'refresh';

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(settings: TokenSettings, kind: TokenKind, userId: number, extra: Record<string, string> = {}) {
  const ttl = kind === 'access' ? settings.accessTtlSeconds : settings.refreshTtlSeconds;
  return new SignJWT({ typ: kind, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key(settings.secret));
}

/** The token's user id and claims, or null when it is forged, expired or of the other kind. */
export async function readToken(settings: TokenSettings, kind: TokenKind, token: string) {
  try {
    const { payload } = await jwtVerify(token, key(settings.secret), { algorithms: ['HS256'] });
    if (payload.typ !== kind || !payload.sub) return null;
    return { userId: Number(payload.sub), payload };
  } catch {
    return null;
  }
}

/** Refresh tokens are kept only as a SHA-256 digest. */
export async function digest(token: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}
