import type { Department } from '../schema/department.js';

/** the scores a department can really produce, worked out set by set (never answer by answer) */
export interface Reach {
  /** per step field: the distinct points its answers can add */
  steps: Map<string, number[]>;
  /** per component, in order: sums before and after the cap at the component's max */
  components: { raw: number[]; capped: number[] }[];
  /** sums of the capped components before the cap at scoring.max */
  raw: number[];
  /** every score a visitor can get, ascending */
  total: number[];
}

// points may carry decimals; sums are compared after rounding away float noise
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;
const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

/** every a + b: the sums a pair of independent choices can reach */
export function sumset(a: readonly number[], b: readonly number[]): number[] {
  const out = new Set<number>();
  for (const x of a) for (const y of b) out.add(tidy(x + y));
  return sorted(out);
}

const cap = (values: readonly number[], max: number) => sorted(values.map((v) => Math.min(v, max)));

/**
 * The reachable scores: a step reaches each option's points (a multi-select counts its highest chosen option,
 * so again one option's points); a component reaches the sums of its steps capped at its max; the score the
 * sums of the components capped at scoring.max. Fields that name no step add nothing (unknown-field reports them).
 */
export function reach(dept: Department): Reach {
  const steps = new Map<string, number[]>();
  for (const step of dept.wizard.steps) steps.set(step.field, sorted(step.options.map((o) => tidy(o.points))));
  const components = dept.scoring.components.map((c) => {
    const raw = c.from.reduce<number[]>((sums, field) => sumset(sums, steps.get(field) ?? [0]), [0]);
    return { raw, capped: cap(raw, c.max) };
  });
  const raw = components.reduce<number[]>((sums, c) => sumset(sums, c.capped), [0]);
  return { steps, components, raw, total: cap(raw, dept.scoring.max) };
}

/** a list of scores written short: 0-15, 18, 20-22 (runs of whole numbers joined) */
export function scoreRanges(values: readonly number[]): string {
  const parts: string[] = [];
  let start = values[0];
  let prev = start;
  for (const v of [...values.slice(1), undefined]) {
    if (v !== undefined && prev !== undefined && Number.isInteger(prev) && v === prev + 1) {
      prev = v;
      continue;
    }
    if (start !== undefined && prev !== undefined) parts.push(start === prev ? `${start}` : `${start}-${prev}`);
    start = v;
    prev = v;
  }
  return parts.join(', ');
}

export const last = <T>(values: readonly T[]): T | undefined => values[values.length - 1];
