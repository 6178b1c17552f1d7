import { parse, stringify } from 'yaml';
import type { SourceFile } from '../../../engine/load.js';
import { onEntry, parseEntry } from '../../../engine/evaluation/result-entries.js';
import { ruleOf } from '../../../engine/answers/question-kinds.js';
import { Step } from '../../../engine/schema/index.js';

// raw YAML, reshaped freely: the loader validates the result again
type Raw = Record<string, any>;

/**
 * Renames whole identifiers of an expression (names are letters and digits, so word boundaries hold); quoted
 * text such as the option values of chose(field, 'value') is left as it is.
 */
function renamer(names: string[], suffix: string): (expr: string) => string {
  if (names.length === 0) return (e) => e;
  const pattern = new RegExp(`'[^']*'|"[^"]*"|\\b(${names.join('|')})\\b`, 'g');
  return (expr) => expr.replace(pattern, (match, name: string | undefined) => (name ? name + suffix : match));
}

const renameKeys = (record: Raw | undefined, suffix: string): Raw => Object.fromEntries(Object.entries(record ?? {}).map(([n, v]) => [n + suffix, v]));

/**
 * A department k times as large: every step, component, formula, recommendation and result field again
 * k-1 times under new names, the score's maximum and scale k times as high. Constants and texts are shared.
 * A copied step's condition reads the copies of the steps it read, and its skipped attrs are the copies' attrs;
 * a number question's field, which formulas read by name, is renamed with it.
 */
export function growDepartment(dept: Raw, k: number): Raw {
  const out = structuredClone(dept);
  const steps: Raw[] = dept.wizard.steps;
  const components: Raw[] = dept.scoring.components;
  const attrs = [...new Set(steps.flatMap((s) => (s.options ?? []).flatMap((o: Raw) => Object.keys(o.attrs ?? {}))))];
  // the raw step read as the schema reads it, so its kind's rule says whether formulas read its value
  const numbers = steps.filter((s) => ruleOf(Step.parse(s)).valued).map((s) => s.field as string);
  const locals = [...attrs, ...numbers, ...components.map((c) => c.id), ...Object.keys(dept.formulas ?? {})];
  const fields = steps.map((s) => s.field as string);
  for (let j = 2; j <= k; j++) {
    const suffix = `Copy${j}`;
    const rename = renamer(locals, suffix);
    const renameCondition = renamer([...new Set([...fields, ...locals])], suffix);
    for (const s of steps) {
      const { role: _role, ...step } = structuredClone(s);
      step.field += suffix;
      for (const o of step.options ?? []) o.attrs = renameKeys(o.attrs, suffix);
      if (step.when !== undefined) step.when = renameCondition(step.when);
      if (step.skipped?.attrs) step.skipped.attrs = renameKeys(step.skipped.attrs, suffix);
      out.wizard.steps.push(step);
    }
    for (const c of components) {
      // copies count in the score but stay out of the breakdown, which shows the originals
      const { field: _field, ...copy } = structuredClone(c);
      out.scoring.components.push({ ...copy, id: c.id + suffix, from: c.from.map((f: string) => f + suffix), shown: false });
    }
    for (const [name, expr] of Object.entries<string>(dept.formulas ?? {})) out.formulas[name + suffix] = rename(expr);
    for (const r of dept.recommendations ?? [])
      out.recommendations.push({ ...r, id: r.id + suffix, ...(r.when === undefined ? {} : { when: rename(r.when) }) });
    for (const [field, value] of Object.entries<string | Record<string, string>>(dept.result)) {
      const entry = parseEntry(field, value);
      // the recommendations list is one; the next changes were copied since the first runs, kept so runs compare
      if (entry.kind === 'list' && entry.list === 'recommendations') continue;
      out.result[field + suffix] = onEntry(entry, {
        figure: (e) => rename(e.figure.text),
        group: (e) => Object.fromEntries(e.figures.map((f) => [f.name, rename(f.text)])),
        list: () => value,
      });
    }
  }
  out.scoring.max = dept.scoring.max * k;
  out.scoring.scale = dept.scoring.scale.map((m: number) => m * k);
  return out;
}

/** the same set of files with every department grown k times, all written out by one serializer (k = 1 included) */
export function growSources(sources: SourceFile[], k: number): SourceFile[] {
  return sources.map((s) => {
    const raw = parse(s.text) as Raw;
    return raw?.kind === 'department' ? { path: s.path, text: stringify(growDepartment(raw, k), { lineWidth: 0 }) } : s;
  });
}
