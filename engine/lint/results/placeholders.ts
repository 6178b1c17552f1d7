import { formats, nextChangePlaceholders, peersPlaceholders, pluralsIn, wizardPlaceholders } from '../../display/format.js';
import { pageNames } from '../../evaluation/model.js';
import { pathToString } from '../../problem.js';
import type { Block, BlockKind, Department } from '../../schema/department.js';
import { known } from '../../suggest.js';
import { error, type Check, type Finding, type Path } from '../types.js';

const braces = /\{([^{}]*)\}/g;
const placeholder = /^([a-zA-Z][a-zA-Z0-9]*)(?::([a-z]+))?$/;

type Templates<B extends Block> = (block: B, page: readonly string[]) => [Path, readonly string[]][];
const none = () => [];

// per block kind, its templates by path under the block with the names each is filled with; a new kind does not compile until it is here
const blockTemplates: { [K in BlockKind]: Templates<Extract<Block, { kind: K }>> } = {
  score: none,
  breakdown: none,
  metrics: (b, page) => b.items.map((_, j) => [['items', j, 'note'], page]),
  text: (b, page) => [[['text'], b.band ? [...page, 'band'] : page]],
  split: none,
  recommendations: none,
  actions: (_, page) => [[['text'], page]],
  'next-change': () => Object.entries(nextChangePlaceholders).map(([key, names]) => [[key], names]),
  working: none,
  peers: (b, page) => [
    [['text'], [...page, ...peersPlaceholders]],
    ...(b.fewer === undefined ? [] : [[['fewer'], [...page, ...peersPlaceholders]] as [Path, readonly string[]]]),
  ],
};

/** every template of a department, by path, with the names it is filled with */
function templates(dept: Department): Map<string, readonly string[]> {
  const page = [...pageNames(dept)];
  const out = new Map<string, readonly string[]>([
    ['wizard.progress.label', wizardPlaceholders.progress],
    ['wizard.progress.labelUpTo', wizardPlaceholders.progress],
    ['wizard.progress.percentLabel', wizardPlaceholders.progress],
    ['wizard.cleared', wizardPlaceholders.cleared],
    ['wizard.numberRule', wizardPlaceholders.numberRule],
    ['wizard.numberRuleInSteps', wizardPlaceholders.numberRule],
    ['wizard.onFailure.message', dept.wizard.onFailure.kind === 'log' ? wizardPlaceholders.failure : []],
  ]);
  dept.wizard.steps.forEach((_, s) => out.set(`wizard.steps[${s}].other.send`, wizardPlaceholders.other));
  dept.results.blocks.forEach((b, i) => {
    for (const [path, names] of (blockTemplates[b.kind] as Templates<Block>)(b, page)) out.set(pathToString(['results', 'blocks', i, ...path]), names);
  });
  return out;
}

// texts shown as written: braces there always reach the visitor (texts of other kinds are left to their own rules)
const plainRoots = new Set(['title', 'menu', 'landing', 'wizard', 'recommendations', 'bands']);
const isPlain = (path: Path) =>
  plainRoots.has(String(path[0])) ||
  (path[0] === 'results' && (path[1] !== 'blocks' || path.at(-1) === 'title' || (path[4] === 'items' && path.at(-1) === 'label')));

/** every text under a value, with its path */
function texts(value: unknown, path: Path): { text: string; path: Path }[] {
  if (typeof value === 'string') return [{ text: value, path }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, [...path, k]));
  return [];
}

/** what is wrong with one {placeholder}, or nothing */
function fault(inside: string, names: readonly string[] | undefined, path: Path): string | undefined {
  if (!names && !isPlain(path)) return undefined;
  if (!names) return 'but this text is shown as written, braces and all; placeholders are filled only in results texts, metric notes and wizard messages';
  const m = placeholder.exec(inside);
  if (!m) return 'which is no placeholder, so visitors would see the braces; write {name} or {name:format}';
  if (m[2] !== undefined && !formats.has(m[2])) return `whose format "${m[2]}" is unknown; formats: ${[...formats].join(', ')}`;
  if (!names.includes(m[1]!)) return `which names nothing here, so visitors would see the braces${known(m[1]!, names)}`;
  return undefined;
}

export const unknownPlaceholder: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) => {
    const filled = templates(dept);
    return texts(dept, []).flatMap(({ text, path }) => {
      const names = filled.get(pathToString(path));
      const say = (what: string, why: string | undefined, at: number): Finding[] =>
        why ? [error(file, path, `${pathToString(path)} has "${what}", ${why}`, at)] : [];
      const scan = (part: string, at: number): Finding[] => [...part.matchAll(braces)].flatMap((m) => say(m[0], fault(m[1]!, names, path), at + m.index));
      // a plural is one placeholder (its name) whose cases are texts of their own; the rest of the text around it
      const plurals = pluralsIn(text);
      let outside = text;
      for (const p of plurals) outside = outside.slice(0, p.start) + ' '.repeat(p.end - p.start) + outside.slice(p.end);
      return [
        ...scan(outside, 0),
        ...plurals.flatMap((p) => [
          ...say(`{${p.name}, plural, ...}`, fault(p.name, names, path), p.start),
          ...Object.values(p.cases).flatMap((c) => scan(c, text.indexOf(c, p.start))),
        ]),
      ];
    });
  });
