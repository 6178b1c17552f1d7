import type { RateLimitOptions } from './rate-limit.js';
import { localHosts } from './security.js';

/** the server's settings, from the environment (documented in the README) */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  rateLimit: RateLimitOptions | false;
  /** host names requests may carry ("*": any) */
  allowedHosts: string[];
  connectionsPerAddress: number;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return Number(raw);
}

const anyAddress = ['0.0.0.0', '::', ''];

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const perMinute = whole(env, 'RATE_LIMIT', 10, 1_000_000);
  // local by default; HOST=0.0.0.0 to accept connections from other machines (containers, deployment)
  const host = env.HOST || '127.0.0.1';
  const listed = (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return {
    port: whole(env, 'PORT', 3000, 65535),
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    rateLimit: perMinute === 0 ? false : { max: perMinute, windowMs: 60_000 },
    // the listening address and localhost unless listed
    allowedHosts: listed.length > 0 ? listed : [...new Set([...(anyAddress.includes(host) ? [] : [host]), ...localHosts])],
    connectionsPerAddress: whole(env, 'CONNECTIONS_PER_ADDRESS', 100, 1_000_000) || 1_000_000,
  };
}
