import { SignJWT, jwtVerify } from 'jose';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/** 'two-factor': the challenge a correct password earns when the account asks for a second step. */
type TokenKind = 'access' | 'refresh' | 'two-factor';

/** A two-step challenge lives this long: time to open the authenticator app, not to try every code. */
export const CHALLENGE_TTL_SECONDS = 300;

const key = (secret: string) => new TextEncoder().encode(secret);

export interface TokenStamp {
  jti: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

/**
 * Signs a token. HS256 is deterministic: the same stamp signs the same token again, which is how a
 * refresh token rotated a moment ago can answer with its successor's pair (see `refresh`).
 */
export async function signToken(
  settings: TokenSettings,
  kind: TokenKind,
  userId: number,
  extra: Record<string, string> = {},
  stamp: TokenStamp = { jti: crypto.randomUUID(), issuedAt: Math.floor(Date.now() / 1000) },
) {
  const ttl = kind === 'access' ? settings.accessTtlSeconds : kind === 'refresh' ? settings.refreshTtlSeconds : CHALLENGE_TTL_SECONDS;
  return new SignJWT({ typ: kind, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(stamp.jti)
    .setIssuedAt(stamp.issuedAt)
    .setExpirationTime(stamp.issuedAt + ttl)
    .sign(key(settings.secret));
}

/** The token's user id and claims, or null when it is forged, expired or of the other kind. */
export async function readToken(settings: TokenSettings, kind: TokenKind, token: string) {
  try {
    const { payload } = await jwtVerify(token, key(settings.secret), { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub', 'typ'] });
    if (payload.typ !== kind || !/^[1-9]\d*$/.test(payload.sub ?? '')) return null;
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
