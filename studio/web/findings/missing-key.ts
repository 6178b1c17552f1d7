import type { Problem } from '../../../engine/problem.js';

// the lint's missing-translation words (engine/lint/i18n/translations.ts): the key, the hash, the translation file
const missing = /^(\S+) has no .+ text: add "\S+: \{ text: \.\.\., source: ([0-9a-f]{8}) \}" under texts in (\S+)$/;

/** what a missing-translation finding asks for: the key, its source text's hash and the translation file (as the lint names it) */
export function missingKey(p: Problem): { key: string; hash: string; file: string } | undefined {
  if (p.rule !== 'missing-translation') return undefined;
  const m = missing.exec(p.message);
  return m ? { key: m[1]!, hash: m[2]!, file: m[3]! } : undefined;
}
