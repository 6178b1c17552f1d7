// EMBED_ORIGINS: the sites whose pages may frame /embed/… pages (docs/embedding.md)
import { urlOf } from './url-setting.js';

/** the origins an embed may be framed by: none (the default), any ("*", only when the operator writes it) or a list */
export type EmbedOrigins = readonly string[];

const example = 'https://www.example.com,https://partner.example';

/**
 * An origin as a browser writes it (scheme, host, port unless the scheme's own; lowercased), from an entry that is
 * exactly one (a trailing slash is forgiven); undefined when it carries a path, query, user, wildcard or another scheme.
 */
export function originOf(entry: string): string | undefined {
  if (!/^https?:\/\/[^/?#@\s*]+\/?$/i.test(entry)) return undefined;
  const url = urlOf(entry);
  return url?.hostname ? url.origin : undefined;
}

/** EMBED_ORIGINS read: comma-separated origins, or "*" alone; unset or empty, no site may frame the embed */
export function parseEmbedOrigins(raw: string | undefined): EmbedOrigins {
  const entries = (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.includes('*')) {
    if (entries.length === 1) return ['*'];
    throw new Error(`EMBED_ORIGINS must be either * (any site may embed the assessments) or a list of origins such as ${example}, not both, got "${raw}"`);
  }
  const origins = entries.map((entry) => {
    const origin = originOf(entry);
    if (origin === undefined) {
      throw new Error(
        `EMBED_ORIGINS must list the origins of the sites that may embed the assessments, separated by commas, such as ${example} (scheme, host and port only, no path), got "${entry.slice(0, 200)}"`,
      );
    }
    return origin;
  });
  return [...new Set(origins)];
}

/** the CSP frame-ancestors sources for these origins: 'none' when there are none */
export const frameAncestors = (origins: EmbedOrigins): string => (origins.length === 0 ? "'none'" : origins.join(' '));
