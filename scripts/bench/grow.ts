import { parse, stringify } from 'yaml';
import type { SourceFile } from '../../engine/load.js';

// raw YAML, reshaped freely: the loader validates the result again
type Raw = Record<string, any>;

/** renames whole identifiers of an expression (names are letters and digits, so word boundaries hold) */
function renamer(names: string[], suffix: string): (expr: string) => string {
  if (names.length === 0) return (e) => e;
  const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  return (expr) => expr.replace(pattern, (n) => n + suffix);
}

/**
 * A department k times as large: every step, component, formula, recommendation and result field again
 * k-1 times under new names, the score's maximum and scale k times as high. Constants and texts are shared.
 */
export function growDepartment(dept: Raw, k: number): Raw {
  const out = structuredClone(dept);
  const steps: Raw[] = dept.wizard.steps;
  const components: Raw[] = dept.scoring.components;
  const attrs = [...new Set(steps.flatMap((s) => (s.options ?? []).flatMap((o: Raw) => Object.keys(o.attrs ?? {}))))];
  // a number question's field is read by formulas by its name, like an attr
  const numbers = steps.filter((s) => s.kind === 'number').map((s) => s.field as string);
  const locals = [...attrs, ...numbers, ...components.map((c) => c.id), ...Object.keys(dept.formulas ?? {})];
  const renameAttrs = (a: Raw | undefined) => Object.fromEntries(Object.entries(a ?? {}).map(([n, v]) => [n + suffixNow, v]));
  let suffixNow = '';
  for (let j = 2; j <= k; j++) {
    const suffix = `Copy${j}`;
    suffixNow = suffix;
    const rename = renamer(locals, suffix);
    // a copy's conditions read the copies of the steps they name
    const renameWhen = renamer(steps.map((s) => s.field as string), suffix);
    for (const s of steps) {
      const { role: _role, ...step } = structuredClone(s);
      step.field += suffix;
      for (const o of step.options ?? []) o.attrs = renameAttrs(o.attrs);
      if (step.when !== undefined) step.when = renameWhen(step.when);
      if (step.skipped?.attrs) step.skipped.attrs = renameAttrs(step.skipped.attrs);
      out.wizard.steps.push(step);
    }
    for (const c of components) {
      // copies count in the score but stay out of the breakdown, which shows the originals
      const { field: _field, ...copy } = structuredClone(c);
      out.scoring.components.push({ ...copy, id: c.id + suffix, from: c.from.map((f: string) => f + suffix), shown: false });
    }
    for (const [name, expr] of Object.entries<string>(dept.formulas ?? {})) out.formulas[name + suffix] = rename(expr);
    for (const r of dept.recommendations ?? []) out.recommendations.push({ ...r, id: r.id + suffix, ...(r.when === undefined ? {} : { when: rename(r.when) }) });
    for (const [field, value] of Object.entries<unknown>(dept.result)) {
      if (typeof value === 'string' && value !== '$recommendations') out.result[field + suffix] = rename(value);
      else if (value && typeof value === 'object') {
        out.result[field + suffix] = Object.fromEntries(Object.entries(value as Record<string, string>).map(([key, e]) => [key, rename(e)]));
      }
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
