import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  /** How long a sign-in lasts without use: each refresh signs a successor living this long again (sliding). */
  refreshTtlSeconds: number;
  /** The same for a sign-in made with "remember me". */
  rememberTtlSeconds: number;
}

/** The claim a remembered sign-in's refresh tokens (and its two-step challenge) carry: their successors live as long. */
export const REMEMBER_CLAIM = 'rem';

/** Whether a verified token's claims say its sign-in is remembered. */
export const isRemembered = (payload: JWTPayload) => payload[REMEMBER_CLAIM] === '1';


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
  const ttl = kind === 'access' ? settings.accessTtlSeconds : kind === 'refresh' ? refreshTtl(settings, extra[REMEMBER_CLAIM] === '1') : CHALLENGE_TTL_SECONDS;
  return new SignJWT({ typ: kind, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(stamp.jti)
    .setIssuedAt(stamp.issuedAt)
    .setExpirationTime(stamp.issuedAt + ttl)
    .sign(key(settings.secret));
}

/** The life of a refresh token: a week by default, a month for a remembered sign-in (see the configuration). */
export function refreshTtl(settings: TokenSettings, remember: boolean): number {
  return remember ? settings.rememberTtlSeconds : settings.refreshTtlSeconds;
}

/**
 * Tokens whose signature has been checked, per secret, until they expire: a signed-in browser sends the
 * same access token with every request for its whole life, and checking the signature again each time was
 * a large share of a list request's time. Bounded: the oldest are forgotten first.
 */
const verified = new Map<string, Map<string, JWTPayload>>();
const VERIFIED_MAX = 10_000;

async function verifiedPayload(secret: string, token: string): Promise<JWTPayload> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map()));
  const payload = known.get(token);
  if (payload && (payload.exp ?? 0) * 1000 > Date.now()) return payload;
  const checked = (await jwtVerify(token, key(secret), { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub', 'typ'] })).payload;
  if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
  known.set(token, Object.freeze(checked));
  return checked;
}

/** The token's user id and claims, or null when it is forged, expired or of the other kind. */
export async function readToken(settings: TokenSettings, kind: TokenKind, token: string) {
  try {
    const payload = await verifiedPayload(settings.secret, token);
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
