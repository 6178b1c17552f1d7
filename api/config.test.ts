import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('readConfig', () => {
  it('has defaults for a fresh machine', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      rateLimit: { max: 10, windowMs: 60_000 },
      allowedHosts: ['127.0.0.1', 'localhost', '::1'],
      connectionsPerAddress: 100,
      leads: { webhook: undefined, email: undefined, retryWindowMs: 86_400_000 },
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
    };
    expect(readConfig(env)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://x@h/db',
      dataDir: '/var/lib/app',
      rateLimit: false,
      allowedHosts: ['tool.example.com', 'www.example.com'],
      connectionsPerAddress: 500,
      leads: { webhook: undefined, email: undefined, retryWindowMs: 86_400_000 },
    });
  });
  it('allows localhost only when listening on every address without a list', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '::1']);
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
