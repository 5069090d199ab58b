import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { BUILT_IN_ROLES } from '@/platform/access/defaults';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Empty: the secret generated once and kept in the database (PostgreSQL without JWT_SECRET). */
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Refresh token lifetime of a sign-in made with "remember me". */
  rememberTtlSeconds: number;
  /** Which proxies' X-Forwarded-For to believe: none (false), a hop count, or a list of addresses. */
  trustProxy: false | number | string[];
  registration: boolean;
  registerRole: string;
  /** Sign-in and registration attempts per address per minute. */
  loginRateLimit: number;
  /** Failed sign-ins per account within 15 minutes before it refuses even the right password until then. */
  accountLoginLimit: number;
  sampleData: boolean;
  seedScale: number;
  /** SEED_SCALE_ONLY: the modules SEED_SCALE applies to (e.g. `datatables`); all of them when unset. */
  seedScaleOnly?: string[];
  /** Folder of the built web app; absent when only the API is served (tests). */
  webRoot?: string;
  logger: boolean;
  /** smtp://user:pass@host:port: messages in the outbox are also sent there. Without it they are only logged. */
  smtpUrl?: string;
  /** The sender of those messages. */
  mailFrom?: string;
  /** How often the outbox is looked at (ms); 0 leaves it to whoever calls `deliverDue` (tests). */
  mailIntervalMs?: number;
  /** The site's address as people reach it: links in mail start with it. */
  publicUrl?: string;
  /**
   * Whether every answer is checked against its contract on the way out (tests and development). Off in
   * production, where answers are written as they are: the check is what a list's time went on.
   */
  checkResponses?: boolean;
  /** A bearer token that opens /metrics from anywhere. */
  metricsToken?: string;
  /** Addresses and ranges that may read /metrics without the token (loopback unless set). */
  metricsAllow?: string[];
  /** MAINTENANCE=on: every API request of an account without full access answers 503 (sign-in still works). */
  maintenance?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const DEFAULT_DB = 'file:./data/tablero.sqlite';

/** A secret generated once and kept beside the database, so tokens survive restarts. */
function storedSecret(databaseUrl: string): string {
  const folder = databaseUrl.startsWith('file:') ? dirname(resolve(databaseUrl.slice(5))) : resolve('data');
  const file = resolve(folder, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (got ${raw})`);
  return value;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = (process.env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off (got ${process.env[name]})`);
}

/** The parts of a comma-separated setting, trimmed, empty ones left out. */
const commaList = (value: string) => value.split(',').map((part) => part.trim()).filter(Boolean);

/** `TRUST_PROXY`: off (the default), a hop count, or a comma-separated list of addresses or CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || ['off', 'false', '0', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = commaList(value);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const bad = list.find((part) => !address.test(part) && !['loopback', 'linklocal', 'uniquelocal'].includes(part));
  if (bad !== undefined) throw new Error(`TRUST_PROXY must be off, a hop count or a list of addresses (got ${bad})`);
  return list;
}

export const DEFAULT_MAIL_FROM = 'Tablero <no-reply@tablero.local>';

/** `SMTP_URL`: empty for none, else smtp:// or smtps:// with a host (the password is never echoed back). */
export function parseSmtpUrl(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
    const shown = url ? `${url.protocol}//${url.host}` : value.replace(/\/\/[^@/]*@/, '//…@');
    throw new Error(`SMTP_URL must look like smtp://user:password@host:port or smtps://… (got ${shown})`);
  }
  return value;
}

/** `MAIL_FROM`: an address, alone or as `Name <address>`. */
export function parseMailFrom(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return DEFAULT_MAIL_FROM;
  if (!/^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(value)) {
    throw new Error(`MAIL_FROM must be an address, like Tablero <no-reply@example.com> (got ${value})`);
  }
  return value;
}

/** `PUBLIC_URL`: an http(s) address without query or fragment; `http://localhost:<PORT>` when unset. */
export function parsePublicUrl(raw: string | undefined, port: number): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value === '') return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an http or https address such as https://tablero.example.com (got ${value})`);
  }
  return value;
}

/** `METRICS_TOKEN`: empty for none; otherwise at least 16 characters a bearer header can carry. */
export function parseMetricsToken(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (value === '') return undefined;
  if (value.length < 16 || !/^[\x21-\x7e]+$/.test(value)) {
    throw new Error('METRICS_TOKEN must be at least 16 printable characters without spaces');
  }
  return value;
}

/** `METRICS_ALLOW`: `loopback` (the default), `none`, or a comma-separated list of addresses, ranges and `loopback`. */
export function parseMetricsAllow(raw: string | undefined): string[] {
  const value = (raw ?? '').trim();
  if (value === '') return ['loopback'];
  if (['none', 'off'].includes(value.toLowerCase())) return [];
  const list = commaList(value);
  const valid = (part: string) => {
    if (part === 'loopback') return true;
    const [address, bits, ...rest] = part.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  const bad = list.find((part) => !valid(part));
  if (bad !== undefined) throw new Error(`METRICS_ALLOW must be loopback, none or a list of addresses and ranges (got ${bad})`);
  return list;
}

/** The built-in roles a new account can be given. */
const ROLES = BUILT_IN_ROLES.map((r) => r.key);

export function configFromEnv(): ServerConfig {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DB;
  if (process.env.REGISTER_ROLE && !ROLES.includes(process.env.REGISTER_ROLE)) {
    throw new Error(`REGISTER_ROLE must be one of ${ROLES.join(', ')} (got ${process.env.REGISTER_ROLE})`);
  }
  const port = int('PORT', 3000);
  return {
    port,
    host: process.env.HOST || '0.0.0.0',
    databaseUrl,
    // On PostgreSQL the generated secret lives in the database, so every instance on it shares it.
    jwtSecret: process.env.JWT_SECRET || (/^postgres(ql)?:\/\//.test(databaseUrl) ? '' : storedSecret(databaseUrl)),
    accessTtlSeconds: int('ACCESS_TOKEN_TTL', 15 * 60),
    refreshTtlSeconds: int('REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    rememberTtlSeconds: int('REMEMBER_TOKEN_TTL', 30 * 24 * 3600),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    registration: flag('REGISTRATION', true),
    registerRole: process.env.REGISTER_ROLE || 'client',
    loginRateLimit: int('LOGIN_RATE_LIMIT', 10),
    accountLoginLimit: int('ACCOUNT_LOGIN_LIMIT', 10),
    sampleData: flag('SAMPLE_DATA', true),
    seedScale: int('SEED_SCALE', 1),
    seedScaleOnly: process.env.SEED_SCALE_ONLY === undefined ? undefined : commaList(process.env.SEED_SCALE_ONLY),
    webRoot: resolve(process.env.WEB_ROOT || 'dist/web'),
    logger: process.env.LOG !== 'off',
    checkResponses: flag('CHECK_RESPONSES', false),
    smtpUrl: parseSmtpUrl(process.env.SMTP_URL),
    mailFrom: parseMailFrom(process.env.MAIL_FROM),
    publicUrl: parsePublicUrl(process.env.PUBLIC_URL, port),
    metricsToken: parseMetricsToken(process.env.METRICS_TOKEN),
    metricsAllow: parseMetricsAllow(process.env.METRICS_ALLOW),
    maintenance: flag('MAINTENANCE', false),
  };
}
