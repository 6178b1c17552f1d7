import type { LoadedFile } from '../load.js';

export type ChangeKind =
  'step' | 'option' | 'band set' | 'band' | 'component' | 'formula' | 'constant' | 'recommendation' | 'result' | 'invariant' | 'text' | 'setting';

/** one structural difference between two versions of a definition, where a content editor finds it */
export interface StructuralChange {
  change: 'added' | 'removed' | 'changed';
  kind: ChangeKind;
  /** readable path, list entries named by their field, value or id: wizard.steps[tools].options[basic].points */
  path: string;
  before?: unknown;
  after?: unknown;
  /** the new file for what was added or changed, the old one for what was removed */
  file: string;
  line: number;
}

type Path = (string | number)[];

/** the entity a path stands in, by the last list or record it passes through */
const entities: [test: (p: Path, i: number) => boolean, kind: ChangeKind][] = [
  [(p, i) => p[i] === 'steps' && p[i - 1] === 'wizard', 'step'],
  [(p, i) => p[i] === 'options' && typeof p[i + 1] === 'number', 'option'],
  [(p, i) => p[i] === 'bands' && i === 0, 'band set'],
  [(p, i) => p[i] === 'bands' && i === 2, 'band'],
  [(p, i) => p[i] === 'components', 'component'],
  [(p, i) => p[i] === 'formulas' && i === 0, 'formula'],
  [(p, i) => p[i] === 'constants' && i === 0, 'constant'],
  [(p, i) => p[i] === 'recommendations' && i === 0, 'recommendation'],
  [(p, i) => p[i] === 'result' && i === 0, 'result'],
  [(p, i) => p[i] === 'invariants' && i === 0, 'invariant'],
];
// values that are names, expressions or settings rather than words a visitor reads
const notText = new Set(['of', 'when', 'that', 'value', 'field', 'id', 'to', 'kind', 'color', 'total', 'route', 'api', 'send', 'band', 'impact']);
const exprEntities = new Set<ChangeKind>(['formula', 'result', 'constant']);

function kindOf(path: Path, leaf?: unknown): ChangeKind {
  let kind: ChangeKind = 'setting';
  path.forEach((_, i) => {
    for (const [test, k] of entities) if (i < path.length - 1 && test(path, i)) kind = k;
  });
  const last = path.at(-1);
  const inExpression = ['fallbacks', 'display'].includes(String(path.at(-2)));
  if (typeof leaf === 'string' && !notText.has(String(last)) && !exprEntities.has(kind) && !inExpression) return 'text';
  return kind;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** the property that names the entries of a list, when every entry has one */
const keyProp = (list: unknown[]): string | undefined =>
  ['field', 'value', 'id'].find((k) => list.length > 0 && list.every((e) => isObject(e) && typeof e[k] === 'string'));

/**
 * Every structural difference between two versions of a definition file: lists of steps, options, components and
 * recommendations matched by field, value or id (a reordering is not a change), other lists by position.
 * @example structuralChanges(oldFile, newFile)[0] // { change: 'changed', kind: 'band', path: 'bands.card.bands[0].min', ... }
 */
export function structuralChanges(before: LoadedFile, after: LoadedFile): StructuralChange[] {
  const out: StructuralChange[] = [];
  const note = (change: StructuralChange['change'], label: string, pb: Path, pa: Path, b: unknown, a: unknown) => {
    const removed = change === 'removed';
    const [file, path] = removed ? [before, pb] : [after, pa];
    out.push({
      change,
      kind: kindOf(removed ? pb : pa, change === 'changed' ? (a ?? b) : undefined),
      path: label,
      ...(b === undefined ? {} : { before: b }),
      ...(a === undefined ? {} : { after: a }),
      file: file.source.path,
      line: file.at(path).line,
    });
  };
  const walk = (b: unknown, a: unknown, pb: Path, pa: Path, label: string) => {
    if (Array.isArray(b) && Array.isArray(a) && keyProp([...(b as unknown[]), ...(a as unknown[])])) {
      const k = keyProp([...(b as unknown[]), ...(a as unknown[])])!;
      const index = (list: unknown[]) => new Map(list.map((e, i) => [(e as Record<string, string>)[k]!, i]));
      const [ib, ia] = [index(b), index(a)];
      for (const [name, i] of ib) if (!ia.has(name)) note('removed', `${label}[${name}]`, [...pb, i], pa, b[i], undefined);
      for (const [name, i] of ia) {
        const j = ib.get(name);
        if (j === undefined) note('added', `${label}[${name}]`, pb, [...pa, i], undefined, a[i]);
        else walk(b[j], a[i], [...pb, j], [...pa, i], `${label}[${name}]`);
      }
    } else if (Array.isArray(b) && Array.isArray(a) && [...(b as unknown[]), ...(a as unknown[])].some((e) => isObject(e))) {
      for (let i = 0; i < Math.max(b.length, a.length); i++) {
        if (i >= a.length) note('removed', `${label}[${i}]`, [...pb, i], pa, b[i], undefined);
        else if (i >= b.length) note('added', `${label}[${i}]`, pb, [...pa, i], undefined, a[i]);
        else walk(b[i], a[i], [...pb, i], [...pa, i], `${label}[${i}]`);
      }
    } else if (isObject(b) && isObject(a)) {
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
        const sub = label ? `${label}.${key}` : key;
        if (!(key in a)) note('removed', sub, [...pb, key], pa, b[key], undefined);
        else if (!(key in b)) note('added', sub, pb, [...pa, key], undefined, a[key]);
        else walk(b[key], a[key], [...pb, key], [...pa, key], sub);
      }
    } else if (JSON.stringify(b) !== JSON.stringify(a)) note('changed', label, pb, pa, b, a);
  };
  walk(before.data, after.data, [], [], '');
  return out;
}
