import { bandFor } from '../../display/bands.js';
import type { Compiled } from '../../expressions/expression.js';
import type { Model } from '../../evaluation/model.js';
import { figuresOf } from '../../evaluation/result-entries.js';
import type { Band, Department, Format } from '../../schema/department.js';

/** what a visitor sees of one answer set: the score, every result figure, a band per band set, the recommendations */
export interface Outcome {
  score: number;
  /** in the order of Reader.figures */
  figures: number[];
  /** per band set of Reader.bandSets: the band's text, or null when no band holds the value */
  bands: (string | null)[];
  /** ids of the recommendations shown, in order */
  recommendations: string[];
}

export interface Figure {
  name: string;
  /** how the results page formats it, when a metric shows exactly this figure */
  format: Format;
}

/** reads outcomes of one model: from a scoring scope (every answer set) or from a stored result (real visitors) */
export interface Reader {
  model: Model;
  figures: Figure[];
  bandSets: string[];
  fromScope(scope: Record<string, number>): Outcome;
  fromResult(result: Record<string, unknown>): Outcome;
}

/** the format a metric block gives the figure, when it shows that figure alone */
function formatOf(dept: Department, name: string): Format {
  for (const b of dept.results.blocks) if (b.kind === 'metrics') for (const m of b.items) if (m.value.trim() === name) return m.format;
  return 'number';
}

/**
 * An outcome reader of a model, its expressions compiled once. Each reader fills one outcome again on every call
 * (a walk over many answer sets): read it before the next call, copy what must outlive it.
 * @example makeReader(model).fromScope(scope).bands // ['High']
 */
export function makeReader(model: Model): Reader {
  const dept = model.definition;
  const runs: [string, Compiled][] = model.result.flatMap(figuresOf).map((f) => [f.name, f.run]);
  const listField = model.result.find((e) => e.kind === 'list' && e.list === 'recommendations')?.field;
  const constants = Object.entries(dept.constants);
  const sent = new Set(['maxScore', 'score', ...constants.map(([n]) => n), ...runs.map(([n]) => n)]);
  const fallbacks = model.display.fallbacks.map(([n, run]) => [n, run, sent.has(n)] as const);
  const { display } = model.display;
  const sets: [string, Compiled, Band[]][] = Object.entries(dept.bands).map(([name, set]) => [name, model.display.bands.get(name)!, set.bands]);
  // the results page's scope (engine/display/display.ts), filled name by name in one order so it keeps one fast shape
  const page: Record<string, number> = {};
  const out: Outcome = { score: 0, figures: runs.map(() => 0), bands: sets.map(() => null), recommendations: [] };
  const fill = (): Outcome => {
    for (const [name, value] of constants) page[name] = value;
    page.maxScore = dept.scoring.max;
    runs.forEach(([name], i) => (page[name] = out.figures[i]!));
    page.score = page[dept.scoring.field] ?? 0;
    for (const [name, run, known] of fallbacks) if (!known || !Number.isFinite(page[name])) page[name] = run(page);
    for (const [name, run] of display) page[name] = run(page);
    out.score = page.score;
    sets.forEach(([, of, bands], i) => (out.bands[i] = bandFor({ of: '', bands }, of(page))?.text ?? null));
    return out;
  };
  return {
    model,
    figures: runs.map(([name]) => ({ name, format: formatOf(dept, name) })),
    bandSets: sets.map(([name]) => name),
    fromScope(s) {
      runs.forEach(([, run], i) => (out.figures[i] = run(s)));
      out.recommendations.length = 0;
      for (const { rec, when } of model.recommendations) if (when(s)) out.recommendations.push(rec.id);
      return fill();
    },
    fromResult(result) {
      const flat: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(result)) {
        if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(flat, v);
        else flat[k] = v;
      }
      runs.forEach(([name], i) => (out.figures[i] = typeof flat[name] === 'number' ? flat[name] : NaN));
      const list = listField ? result[listField] : undefined;
      out.recommendations = Array.isArray(list) ? list.map((r: { id?: unknown }) => String(r.id)) : [];
      return fill();
    },
  };
}
