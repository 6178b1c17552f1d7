// what the browser's code needs of the events' hosts, without the events' schemas (zod): the pages that count
// visits import it, and a page's first load carries no schema it does not use

/** the host of an embed whose page's origin the browser did not say, or one EMBED_ORIGINS does not list */
export const unknownHost = 'unknown';

/**
 * Whether `value` is an origin as a browser writes it: http(s), host, port unless the scheme's own, nothing more
 * (no path, query, user or trailing slash).
 * @example isOrigin('https://www.example.com') // true; isOrigin('https://www.example.com/blog') // false
 */
export function isOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#@\s*]+$/.test(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}
