import type { Answers, AnswerValue } from '../../../engine/answers/answers.js';

/** what a share link carries: the answers and the definition hash that answered them, nothing personal */
export interface Shared {
  answers: Answers;
  hash: string;
}

// checked by hand: zod would add its weight to the results page for one small shape
const isAnswer = (v: unknown): v is AnswerValue => typeof v === 'string' || Number.isFinite(v) || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
const isAnswers = (v: unknown): v is Answers => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isAnswer);

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** the `shared` search value of a link */
export function encodeShared({ answers, hash }: Shared): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ v: 1, a: answers, h: hash })));
}

/** the answers and hash of a link, or undefined when it does not decode (never throws) */
export function decodeShared(value: unknown): Shared | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const { v, a, h } = JSON.parse(text) as { v?: unknown; a?: unknown; h?: unknown };
    return v === 1 && isAnswers(a) && typeof h === 'string' ? { answers: a, hash: h } : undefined;
  } catch {
    return undefined;
  }
}

/** the whole link to a results page showing these answers, in a language when given (the server reads ?lang=) */
export const shareUrl = (origin: string, resultsRoute: string, shared: Shared, language?: string): string =>
  `${origin}${resultsRoute}?shared=${encodeShared(shared)}${language ? `&lang=${encodeURIComponent(language)}` : ''}`;
