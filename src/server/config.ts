import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  registerRole: string;
  loginRateLimit: number;
  seedScale: number;
  /** Folder of the built web app; absent when only the API is served (tests). */
  webRoot?: string;
  logger: boolean;
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

export function configFromEnv(): ServerConfig {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DB;
  return {
    port: int('PORT', 3000),
    host: process.env.HOST || '0.0.0.0',
    databaseUrl,
    jwtSecret: process.env.JWT_SECRET || storedSecret(databaseUrl),
    accessTtlSeconds: int('ACCESS_TOKEN_TTL', 600),
    refreshTtlSeconds: int('REFRESH_TOKEN_TTL', 600),
    registerRole: process.env.REGISTER_ROLE || 'admin',
    loginRateLimit: int('LOGIN_RATE_LIMIT', 10),
    seedScale: int('SEED_SCALE', 1),
    webRoot: resolve(process.env.WEB_ROOT || 'dist/web'),
    logger: process.env.LOG !== 'off',
  };
}
