import { isMap, isScalar, parse, parseDocument, stringify, type Pair } from 'yaml';
import { sourceHash, sourceTexts } from '../../../engine/i18n/translate.js';
import type { Problem } from '../../../engine/problem.js';
import { schemasByKind } from '../../../engine/schema/index.js';
import { missingKey } from './missing-key.js';

/** a finding's dotted path (wizard.steps[3].question) as the keys and indexes to the value */
const segments = (path: string): (string | number)[] => [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));

/** the keys of a source file's texts in the order the file has them, or undefined when it does not parse */
function sourceKeys(sourceText: string): string[] | undefined {
  let raw: unknown;
  try {
    raw = parse(sourceText);
  } catch {
    return undefined;
  }
  const kind = (raw as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string' || !(kind in schemasByKind) || kind === 'translation') return undefined;
  const parsed = schemasByKind[kind as Exclude<keyof typeof schemasByKind, 'translation'>].safeParse(raw);
  return parsed.success ? sourceTexts(parsed.data).map((t) => t.key) : undefined;
}

/** a text as one YAML scalar on one line: plain where YAML reads it back the same, else double-quoted */
function scalar(text: string): string {
  const plain = stringify(text, { lineWidth: 0 }).trimEnd();
  return plain.includes('\n') ? JSON.stringify(text) : plain;
}

/** the offset just past the line a node ends on */
function lineEnd(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end;
  const nl = text.indexOf('\n', end);
  return nl === -1 ? text.length : nl + 1;
}

/**
 * The translation file's text with the missing key added, written as the translation files are (the source text as
 * a comment above it) and with the source text as its starting value, so the page still shows something; placed
 * after the nearest key before it in the source's order. Undefined when the finding no longer holds for these texts
 * (the source text changed, the key is there, a file does not parse).
 */
export function addTranslation(p: Problem, sourceText: string, translationText: string): string | undefined {
  const wanted = missingKey(p);
  if (!wanted || !p.path) return undefined;
  const source = parseDocument(sourceText).getIn(segments(p.path), true);
  if (!isScalar(source) || typeof source.value !== 'string' || sourceHash(source.value) !== wanted.hash) return undefined;
  const keys = sourceKeys(sourceText);
  const doc = parseDocument(translationText);
  const texts = doc.get('texts', true);
  if (!keys || doc.errors.length || !isMap(texts) || texts.flow || texts.has(wanted.key)) return undefined;

  const items = texts.items as Pair<{ value: unknown; range?: [number, number, number] }, { range?: [number, number, number] }>[];
  const keyOf = (pair: (typeof items)[number]) => String(isScalar(pair.key) ? pair.key.value : pair.key);
  const before = keys.slice(0, keys.indexOf(wanted.key)).reverse();
  const after = before.map((k) => items.find((pair) => keyOf(pair) === k)).find(Boolean);
  const first = items[0];
  const keyStart = (pair: (typeof items)[number]) => (pair.key as { range: [number, number, number] }).range[0];
  const lineStart = (offset: number) => translationText.lastIndexOf('\n', offset - 1) + 1;
  const pad = first ? ' '.repeat(keyStart(first) - lineStart(keyStart(first))) : '';
  const entry = [
    `${pad}${wanted.key}:`,
    `${pad}  # ${source.value.replace(/\s*\n\s*/g, ' ')}`,
    `${pad}  text: ${scalar(source.value)}`,
    `${pad}  source: ${wanted.hash}`,
  ].join('\n');

  if (!first) return undefined;
  // after the nearest key before it, or first of all
  const at = after?.value?.range ? lineEnd(translationText, after.value.range[1]) : lineStart(keyStart(first));
  const head = translationText.slice(0, at);
  return `${head}${head.endsWith('\n') || head === '' ? '' : '\n'}${entry}\n${translationText.slice(at)}`;
}
