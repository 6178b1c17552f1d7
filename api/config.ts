import { parseEmbedOrigins, type EmbedOrigins } from './embed-origins.js';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { definitionsDir } from '../node/read-definitions.js';
import { tokenMinLength } from './insights/access.js';
import { readLeadsConfig, type LeadsConfig } from './leads/config.js';
import { signInTries, type LimitRules } from './http/rate-limit.js';
import { allowedName, localHosts } from './http/security.js';
import { gotProtocol, protocolOf, urlOf } from './url-setting.js';

/** the server's settings, from the environment (documented in docs/operators.md, "Configuration") */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** the rate limits by class: RATE_LIMIT sets writes and events, INSIGHTS_SIGN_IN_WINDOW_SECONDS the sign-in's window */
  rateLimits: LimitRules;
  /** host names requests may carry ("*": any) */
  allowedHosts: string[];
  connectionsPerAddress: number;
  /** the lead channels (api/leads/config.ts) */
  leads: LeadsConfig;
  /** opens /insights; unset, the page and its API answer 404 */
  insightsToken?: string;
  /**
   * The origin visitors open the site at (PUBLIC_URL), which the pages' links to their other languages carry;
   * unset, this server's own address when it listens on this machine only, else none (the links name a path)
   */
  publicUrl?: string;
  /** EMBED_ORIGINS: the sites that may frame the /embed/… pages (none: no site; ["*"]: any) */
  embedOrigins: EmbedOrigins;
  /** the folder of the definitions the server answers with (DEFINITIONS_DIR), its theme's logo and fonts beside them; default definitions/ */
  definitionsDir: string;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return Number(raw);
}

const anyAddress = ['0.0.0.0', '::', ''];

/** a PostgreSQL URL, or unset; the value is never repeated in the message (it may hold a password) */
function databaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const protocol = protocolOf(raw);
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new Error(
      `DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/db (or unset for the embedded database), got ${gotProtocol(protocol)}`,
    );
  }
  return raw;
}

/** at least 32 characters, or unset; never repeated in a message */
function insightsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < tokenMinLength)
    throw new Error(`INSIGHTS_TOKEN must be at least ${tokenMinLength} characters (it has ${raw.length}); make one with: openssl rand -base64 32`);
  return raw;
}

const loopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** PUBLIC_URL as an origin (no path, no trailing slash), or this server's address when it is local only */
function publicUrl(raw: string | undefined, host: string, port: number): string | undefined {
  if (!raw) return loopback(host) && port !== 0 ? `http://${host.includes(':') ? `[${host}]` : host}:${port}` : undefined;
  const url = urlOf(raw);
  const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !bare || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(
      `PUBLIC_URL must be the address visitors open the site at: http:// or https:// and a host, with no path, such as https://tool.example.com, got "${raw}"`,
    );
  }
  return url.origin;
}

/** DEFINITIONS_DIR as a folder that exists, or the shipped definitions/ */
function definitionsFolder(raw: string | undefined): string {
  if (!raw) return definitionsDir;
  const dir = resolve(raw);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new Error(`DEFINITIONS_DIR must be a folder of definitions (site.yaml, quotes.yaml, reports.yaml, the departments), got "${raw}"`);
  return dir;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const perMinute = whole(env, 'RATE_LIMIT', 10, 1_000_000);
  const signInWindow = whole(env, 'INSIGHTS_SIGN_IN_WINDOW_SECONDS', 60, 86_400);
  if (signInWindow === 0) throw new Error('INSIGHTS_SIGN_IN_WINDOW_SECONDS must be a whole number from 1 to 86400, got "0"');
  // local by default; HOST=0.0.0.0 to accept connections from other machines (containers, deployment)
  const host = env.HOST || '127.0.0.1';
  const listed = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const wrong = listed.find((h) => allowedName(h) === undefined);
  const port = whole(env, 'PORT', 3000, 65535);
  const origin = publicUrl(env.PUBLIC_URL, host, port);
  if (wrong !== undefined) {
    throw new Error(
      `ALLOWED_HOSTS must list host names or addresses separated by commas, such as tool.example.com,www.example.com (or * for any), got "${wrong}"`,
    );
  }
  return {
    port,
    host,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    dataDir: env.DATA_DIR || '.data',
    rateLimits: {
      writes: perMinute === 0 ? false : { max: perMinute, windowMs: 60_000 },
      // a beacon is sent on every page a visitor leaves: six for each write
      events: perMinute === 0 ? false : { max: perMinute * 6, windowMs: 60_000 },
      // never lifted: RATE_LIMIT=0 is for benchmarks, and the token's length relies on it (tests shorten the window)
      'insights-sign-in': { max: signInTries, windowMs: signInWindow * 1000 },
    },
    // the listening address, the public address's host and localhost unless listed
    allowedHosts:
      listed.length > 0
        ? listed
        : [
            ...new Set([
              ...(anyAddress.includes(host) ? [] : [host]),
              ...(env.PUBLIC_URL && origin ? [allowedName(new URL(origin).host)!] : []),
              ...localHosts,
            ]),
          ],
    connectionsPerAddress: whole(env, 'CONNECTIONS_PER_ADDRESS', 100, 1_000_000) || 1_000_000,
    leads: readLeadsConfig(env),
    insightsToken: insightsToken(env.INSIGHTS_TOKEN),
    publicUrl: origin,
    embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
    definitionsDir: definitionsFolder(env.DEFINITIONS_DIR),
  };
}

/** why the server could not listen, naming the setting to change */
export function listenFailure(error: NodeJS.ErrnoException, config: Pick<ServerConfig, 'host' | 'port'>): string {
  const { host, port } = config;
  switch (error.code) {
    case 'EADDRINUSE':
      return `PORT ${port} is already in use on ${host}: stop what listens there, or choose another PORT (0 picks a free one)`;
    case 'EACCES':
      return `PORT ${port} needs privileges this process does not have: choose a PORT from 1024 to 65535 (0 picks a free one)`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is no address of this machine: use one of its addresses, 127.0.0.1 (this machine only) or 0.0.0.0 (every address)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST "${host}" is neither an address nor a host name that resolves: use an address of this machine, 127.0.0.1 (this machine only) or 0.0.0.0 (every address)`;
    default:
      return `could not listen on HOST ${host}, PORT ${port}: ${error.message}`;
  }
}
