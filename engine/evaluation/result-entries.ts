import type { Department } from '../schema/department.js';
import { listWords, type ListKind } from '../schema/result.js';

export { listWords, type ListKind };

/** one number of the response: its name (the field, or a group's key), its expression, and where the YAML writes it */
export interface Figure {
  name: string;
  text: string;
  path: (string | number)[];
}

/**
 * One entry of a department's `result`, told apart once: a figure, a group of figures, or a list the engine fills.
 * `F` is what a stage adds to each figure (the model adds its compiled expression).
 */
export type ResultEntry<F extends object = object> =
  | { kind: 'figure'; field: string; figure: Figure & F }
  | { kind: 'group'; field: string; figures: (Figure & F)[] }
  | { kind: 'list'; field: string; list: ListKind };
export type ResultEntryKind = ResultEntry['kind'];

/** per kind of result entry, what to do with it: a new kind does not compile until every table handles it */
export type PerResultEntry<R, F extends object = object> = { [K in ResultEntryKind]: (entry: Extract<ResultEntry<F>, { kind: K }>) => R };

/**
 * Runs the handler of an entry's kind.
 * @example onEntry(entry, { figure: () => 1, group: (g) => g.figures.length, list: () => 0 })
 */
export function onEntry<R, F extends object = object>(entry: ResultEntry<F>, table: PerResultEntry<R, F>): R {
  return (table[entry.kind] as (e: ResultEntry<F>) => R)(entry);
}

const listByWord = new Map<string, ListKind>(Object.entries(listWords).map(([kind, word]) => [word, kind as ListKind]));

/**
 * One entry of a department's `result` as a definition writes it, told apart.
 * @example parseEntry('advice', '$recommendations') // { kind: 'list', field: 'advice', list: 'recommendations' }
 */
export function parseEntry(field: string, value: string | Record<string, string>): ResultEntry {
  if (typeof value !== 'string') {
    return { kind: 'group', field, figures: Object.entries(value).map(([name, text]) => ({ name, text, path: ['result', field, name] })) };
  }
  const list = listByWord.get(value);
  return list ? { kind: 'list', field, list } : { kind: 'figure', field, figure: { name: field, text: value, path: ['result', field] } };
}

/**
 * Every entry of a department's `result`, in order.
 * @example resultEntries(dept).filter((e) => e.kind === 'figure').map((e) => e.field) // ['savings', 'hours']
 */
export const resultEntries = (dept: Department): ResultEntry[] => Object.entries(dept.result).map(([field, value]) => parseEntry(field, value));

/**
 * The figures of an entry: itself for a figure, its figures for a group, none for a list.
 * @example figuresOf(parseEntry('savings', { monthly: 'a / 12' })).map((f) => f.name) // ['monthly']
 */
export const figuresOf = <F extends object>(entry: ResultEntry<F>): (Figure & F)[] =>
  onEntry<(Figure & F)[], F>(entry, { figure: (e) => [e.figure], group: (e) => e.figures, list: () => [] });

/** the numeric figures of the response: plain fields by name, a group's figures by their keys, no list */
export const resultFigures = (dept: Department): Figure[] => resultEntries(dept).flatMap(figuresOf);
