import type { Answers, AnswerValue } from './answer-value.js';

/** what a share link (and a wizard's address without script) carries: the answers and the definition hash that answered them, nothing personal */
export interface Shared {
  answers: Answers;
  hash: string;
}

// checked by hand: zod would add its weight to the pages that read it for one small shape
const isAnswer = (v: unknown): v is AnswerValue => typeof v === 'string' || Number.isFinite(v) || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
const isAnswers = (v: unknown): v is Answers => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isAnswer);

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/**
 * The answers as one search value: base64url of `{v: 1, a: answers, h: hash}`.
 * @example encodeShared({ answers: { size: '1-5' }, hash: '' }) // 'eyJ2IjoxLCJhIjp7InNpemUiOiIxLTUifSwiaCI6IiJ9'
 */
export function encodeShared({ answers, hash }: Shared): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ v: 1, a: answers, h: hash })));
}

/**
 * The answers and hash of a search value, or undefined when it does not decode (never throws).
 * @example decodeShared(encodeShared(shared)) // shared
 */
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
