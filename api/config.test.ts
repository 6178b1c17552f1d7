import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionsDir } from '../node/read-definitions.js';
import { readConfig } from './config.js';

describe('readConfig', () => {
  it('has defaults for a fresh machine', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      rateLimits: { writes: { max: 10, windowMs: 60_000 }, events: { max: 60, windowMs: 60_000 }, 'insights-sign-in': { max: 5, windowMs: 60_000 } },
      allowedHosts: ['127.0.0.1', 'localhost', '::1'],
      connectionsPerAddress: 100,
      leads: { webhook: undefined, email: undefined, retryWindowMs: 86_400_000 },
      publicUrl: 'http://127.0.0.1:3000',
      embedOrigins: [],
      definitionsDir,
    });
  });
  it('reads every variable, and RATE_LIMIT=0 lifts the limit', () => {
    const env = {
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://x@h/db',
      DATA_DIR: '/var/lib/app',
      RATE_LIMIT: '0',
      ALLOWED_HOSTS: 'tool.example.com, www.example.com',
      CONNECTIONS_PER_ADDRESS: '500',
      INSIGHTS_SIGN_IN_WINDOW_SECONDS: '20',
      DEFINITIONS_DIR: 'tests/lint/base',
    };
    expect(readConfig(env)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://x@h/db',
      dataDir: '/var/lib/app',
      rateLimits: { writes: false, events: false, 'insights-sign-in': { max: 5, windowMs: 20_000 } },
      allowedHosts: ['tool.example.com', 'www.example.com'],
      connectionsPerAddress: 500,
      leads: { webhook: undefined, email: undefined, retryWindowMs: 86_400_000 },
      publicUrl: undefined,
      embedOrigins: [],
      definitionsDir: resolve('tests/lint/base'),
    });
  });
  it("takes PUBLIC_URL as an origin, allows its host, and otherwise knows the server's address only when it is local", () => {
    expect(readConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(() => readConfig({ DEFINITIONS_DIR: 'no/such/folder' })).toThrow('DEFINITIONS_DIR must be a folder of definitions');
    expect(readConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
    expect(readConfig({ HOST: '0.0.0.0' }).publicUrl).toBeUndefined();
    expect(readConfig({ PORT: '0' }).publicUrl).toBeUndefined();
    const behind = readConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://Tool.Example.com/' });
    expect(behind.publicUrl).toBe('https://tool.example.com');
    expect(behind.allowedHosts).toEqual(['tool.example.com', 'localhost', '127.0.0.1', '::1']);
    expect(readConfig({ PUBLIC_URL: 'http://tool.example.com:8080', ALLOWED_HOSTS: 'a.example.com' }).allowedHosts).toEqual(['a.example.com']);
    for (const wrong of [
      'tool.example.com',
      'https://tool.example.com/tool',
      'ftp://tool.example.com',
      'https://u:p@tool.example.com',
      'https://tool.example.com/?a=1',
    ]) {
      expect(() => readConfig({ PUBLIC_URL: wrong })).toThrow(
        `PUBLIC_URL must be the address visitors open the site at: http:// or https:// and a host, with no path, such as https://tool.example.com, got "${wrong}"`,
      );
    }
  });
  it('allows localhost only when listening on every address without a list', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '::1']);
  });
  it('reads EMBED_ORIGINS and refuses at start what is no list of origins', () => {
    expect(readConfig({ EMBED_ORIGINS: 'https://www.example.com,https://partner.example' }).embedOrigins).toEqual([
      'https://www.example.com',
      'https://partner.example',
    ]);
    expect(() => readConfig({ EMBED_ORIGINS: 'https://www.example.com/page' })).toThrow(
      /^EMBED_ORIGINS must list the origins .* got "https:\/\/www.example.com\/page"$/,
    );
  });
  it('refuses a port that is not a number', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty"');
  });
  it('takes postgres: and postgresql: URLs and refuses anything else without repeating it', () => {
    expect(readConfig({ DATABASE_URL: 'postgresql://u:p@h:5432/db' }).databaseUrl).toBe('postgresql://u:p@h:5432/db');
    expect(() => readConfig({ DATABASE_URL: 'garbage' })).toThrow(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/db (or unset for the embedded database), got something that is no URL',
    );
    expect(() => readConfig({ DATABASE_URL: 'https://u:secret@h/db' })).toThrow(/got one starting "https:"$/);
  });
  it('refuses an ALLOWED_HOSTS entry that is no host name, such as a URL', () => {
    for (const entry of ['https://tool.example.com', 'tool.example.com/', '*.example.com', 'tool example.com']) {
      expect(() => readConfig({ ALLOWED_HOSTS: `www.example.com, ${entry}` })).toThrow(
        `ALLOWED_HOSTS must list host names or addresses separated by commas, such as tool.example.com,www.example.com (or * for any), got "${entry}"`,
      );
    }
    expect(readConfig({ ALLOWED_HOSTS: 'Tool.Example.com:443,::1,[::1]:3000,10.0.0.5,*' }).allowedHosts).toHaveLength(5);
  });
});
