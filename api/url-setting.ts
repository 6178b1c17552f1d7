// reading a setting that holds a URL (DATABASE_URL, PUBLIC_URL, LEAD_WEBHOOK_URL, SMTP_URL); a message never
// repeats the URL itself, which may hold a password

/** the URL a setting holds, or undefined when it is none */
export function urlOf(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** the protocol of a URL, or undefined when it is none */
export const protocolOf = (raw: string): string | undefined => urlOf(raw)?.protocol;

/** what a refused URL setting held, said without the URL */
export const gotProtocol = (protocol: string | undefined): string => (protocol ? `one starting "${protocol}"` : 'something that is no URL');
