import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** the encodings a file is kept in besides its own bytes, best first, with the file name suffix each is built under */
export const encodings = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof encodings;

// below this, a compressed answer saves less than its headers cost
const worthCompressing = 512;
// a TrueType font (the PDF's) shrinks by 60% with brotli; woff2 and images are compressed already
const compressible = /\.(html|m?js|css|json|map|svg|ttf|txt|webmanifest|xml)$/i;

/** whether a file of this name and size is worth sending compressed */
export const shouldCompress = (name: string, size: number): boolean => compressible.test(name) && size >= worthCompressing;

/** brotli and gzip at their highest settings: made once (at build or load), sent many times */
export const compressors: Record<Encoding, (body: Uint8Array) => Uint8Array> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/**
 * Brotli at quality 5 for what the server makes at start (each page, each part of the definitions): some 15%
 * larger than quality 11 on a 10 KB page, and 40 times faster, so the start stays quick.
 */
export const quickBrotli = (body: Uint8Array): Uint8Array =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/**
 * The best encoding the client accepts among those given, by Accept-Encoding (q=0 refuses one;
 * `*` stands for any not named); undefined for the identity.
 * @example pickEncoding('gzip, deflate, br', ['br', 'gzip']) // 'br'
 */
export function pickEncoding(header: string | undefined, available: Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const weightOf = (e: Encoding) => q.get(e) ?? q.get('*') ?? 0;
  return available.filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a))[0];
}
