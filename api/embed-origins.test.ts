import { describe, expect, it } from 'vitest';
import { frameAncestors, parseEmbedOrigins } from './embed-origins.js';

describe('EMBED_ORIGINS', () => {
  it('unset or empty: no site may frame the embed', () => {
    expect(parseEmbedOrigins(undefined)).toEqual([]);
    expect(parseEmbedOrigins(' , ')).toEqual([]);
    expect(frameAncestors([])).toBe("'none'");
  });

  it('reads comma-separated origins as a browser writes them: lowercased, the default port and a trailing slash dropped, each once', () => {
    const origins = parseEmbedOrigins(' https://WWW.Example.com , https://partner.example:443/,http://127.0.0.2:4622,https://www.example.com');
    expect(origins).toEqual(['https://www.example.com', 'https://partner.example', 'http://127.0.0.2:4622']);
    expect(frameAncestors(origins)).toBe('https://www.example.com https://partner.example http://127.0.0.2:4622');
  });

  it('takes * only alone, as the operator wrote it', () => {
    expect(parseEmbedOrigins('*')).toEqual(['*']);
    expect(frameAncestors(['*'])).toBe('*');
    expect(() => parseEmbedOrigins('*,https://www.example.com')).toThrow(/^EMBED_ORIGINS must be either \* .* not both, got "\*,https:\/\/www.example.com"$/);
  });

  it.each([
    ['www.example.com'],
    ['https://www.example.com/blog'],
    ['https://*.example.com'],
    ['ftp://files.example.com'],
    ['https://user@www.example.com'],
    ['https://www.example.com?embed=1'],
    ["'self'"],
  ])('refuses %s, naming the setting, an example and the entry', (entry) => {
    expect(() => parseEmbedOrigins(`https://ok.example,${entry}`)).toThrow(
      `EMBED_ORIGINS must list the origins of the sites that may embed the assessments, separated by commas, such as https://www.example.com,https://partner.example (scheme, host and port only, no path), got "${entry}"`,
    );
  });
});
