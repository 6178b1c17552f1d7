import type { StructuralChange } from '../impact/structure.js';

/** the segments of a change's readable path: wizard.steps[tools].options[basic].points -> wizard, steps, [tools], options, [basic], points */
const segments = (path: string): string[] => path.match(/\[[^\]]*\]|[^.[\]]+/g) ?? [];
const inner = (s: string | undefined) => (s ?? '').replace(/^\[|\]$/g, '');

/** the thing a path names, in words, and the rest of the path inside it */
const subjects: [test: (s: string[]) => boolean, words: (s: string[]) => [subject: string, rest: string[]]][] = [
  [(s) => s[0] === 'wizard' && s[1] === 'steps' && s[3] === 'options', (s) => [`option \`${inner(s[4])}\` of \`${inner(s[2])}\``, s.slice(5)]],
  [(s) => s[0] === 'wizard' && s[1] === 'steps', (s) => [`question \`${inner(s[2])}\``, s.slice(3)]],
  [(s) => s[0] === 'bands' && s[2] === 'bands', (s) => [`band ${Number(inner(s[3])) + 1} of \`${s[1]}\``, s.slice(4)]],
  [(s) => s[0] === 'bands', (s) => [`band set \`${s[1]}\``, s.slice(2)]],
  [(s) => s[0] === 'scoring' && s[1] === 'components', (s) => [`component \`${inner(s[2])}\``, s.slice(3)]],
  [(s) => s[0] === 'formulas', (s) => [`formula \`${s[1]}\``, s.slice(2)]],
  [(s) => s[0] === 'constants', (s) => [`constant \`${s[1]}\``, s.slice(2)]],
  [(s) => s[0] === 'recommendations', (s) => [`recommendation \`${inner(s[1])}\``, s.slice(2)]],
  [(s) => s[0] === 'result', (s) => [`result field \`${s[1]}\``, s.slice(2)]],
  [(s) => s[0] === 'invariants', (s) => [`invariant ${Number(inner(s[1])) + 1}`, s.slice(2)]],
];

/** a value short enough for a line: numbers as written, texts quoted and cut, lists and groups by their size */
function shown(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 50 ? `${v.slice(0, 50)}...` : v);
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (v === null || v === undefined) return 'nothing';
  return 'a group';
}

/**
 * One change in words, as a content editor says it: "option `ai` of `proposalMethod`: points 10 -> 8".
 * @example changeWords({ change: 'changed', path: 'wizard.steps[tools].options[ai].points', before: 10, after: 8, ... })
 */
export function changeWords(c: StructuralChange): string {
  const s = segments(c.path);
  const match = subjects.find(([test]) => test(s));
  const [subject, rest] = match ? match[1](s) : [`\`${c.path}\``, []];
  const what = rest
    .map((r) => (r.startsWith('[') ? `[${inner(r)}]` : r))
    .join('.')
    .replace(/\.\[/g, '[');
  if (c.change === 'added') return what ? `${subject}: ${what} added (${shown(c.after)})` : `${subject} added`;
  if (c.change === 'removed') return what ? `${subject}: ${what} removed (was ${shown(c.before)})` : `${subject} removed`;
  return `${subject}: ${what ? `${what} ` : ''}${shown(c.before)} -> ${shown(c.after)}`;
}

/** every change of a comparison in words, in the order found */
export const changeList = (changes: readonly StructuralChange[]): string[] => changes.map(changeWords);
