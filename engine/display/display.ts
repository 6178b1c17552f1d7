import { bandFor } from './bands.js';
import { compile, type CompileResult, type Compiled, type Scope } from '../expressions/expression.js';
import type { Band, Block, Department } from '../schema/department.js';

/** a department's results page with every expression compiled once: its display values, band sets and blocks */
export interface DisplayModel {
  /** an expression of the page, compiled once per text and kept: model.ts checks what the page runs */
  compiled(text: string): CompileResult;
  fallbacks: [string, Compiled][];
  display: [string, Compiled][];
  /** per band set, the value it bands */
  bands: Map<string, Compiled>;
  /** the named numbers of a stored result: its fields (groups flattened), `score`, constants, fallbacks, display values */
  scope(stored: Record<string, unknown>): Record<string, number>;
  /** an expression over the page's values (a block's, or a report card's figure over this page), compiled on first use and kept */
  value(text: string, scope: Scope): number;
  /** the band a named band set gives for the page's values */
  band(name: string | undefined, scope: Scope): Band | undefined;
  /** whether a block shows: its `when` holds, or it has none */
  shows(block: Block, scope: Scope): boolean;
}

const models = new WeakMap<Department, DisplayModel>();

/**
 * The display model of a department, built once per definition object and kept.
 * @example displayModel(dept).scope(stored).workdays
 */
export function displayModel(dept: Department): DisplayModel {
  const known = models.get(dept);
  if (known) return known;
  const byText = new Map<string, CompileResult>();
  const compiled = (text: string): CompileResult => {
    let c = byText.get(text);
    if (!c) byText.set(text, (c = compile(text)));
    return c;
  };
  const run = (text: string): Compiled => compiled(text).run;
  const fallbacks = Object.entries(dept.results.fallbacks).map(([n, t]): [string, Compiled] => [n, run(t)]);
  const display = Object.entries(dept.results.display).map(([n, t]): [string, Compiled] => [n, run(t)]);
  const bands = new Map(Object.entries(dept.bands).map(([n, set]) => [n, run(set.of)]));

  const model: DisplayModel = {
    compiled,
    fallbacks,
    display,
    bands,
    scope(stored) {
      const s: Record<string, number> = { ...dept.constants, maxScore: dept.scoring.max };
      for (const [key, value] of Object.entries(stored)) {
        if (typeof value === 'number') s[key] = value;
        else if (value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [k, v] of Object.entries(value)) if (typeof v === 'number') s[k] = v;
        }
      }
      s.score = s[dept.scoring.field] ?? 0;
      for (const [name, run] of fallbacks) if (!Number.isFinite(s[name])) s[name] = run(s);
      for (const [name, run] of display) s[name] = run(s);
      return s;
    },
    value: (text, scope) => compiled(text).run(scope),
    band(name, scope) {
      const set = name ? dept.bands[name] : undefined;
      return set && bandFor(set, bands.get(name!)!(scope));
    },
    shows: (block, scope) => !block.when || !!compiled(block.when).run(scope),
  };
  models.set(dept, model);
  return model;
}
