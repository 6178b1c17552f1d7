import { answerSpace, countPaths, forEachPath, notAsked, type Effect } from '../proof/answer-space.js';
import { conditionsOf } from '../answers/conditions.js';
import { choicesOf } from '../answers/choices.js';
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

/** the reachable sums of one way through the steps: each step's points as given */
function reachOver(dept: Department, steps: Map<string, number[]>): Omit<Reach, 'steps'> {
  const components = dept.scoring.components.map((c) => {
    const raw = c.from.reduce<number[]>((sums, field) => sumset(sums, steps.get(field) ?? [0]), [0]);
    return { raw, capped: cap(raw, c.max) };
  });
  const raw = components.reduce<number[]>((sums, c) => sumset(sums, c.capped), [0]);
  return { components, raw, total: cap(raw, dept.scoring.max) };
}

/** ways through the conditions walked one by one for the reachable scores; past it, a sound superset */
const pathLimit = 20_000;

/**
 * The reachable scores: a step reaches each option's points (a multi-select counts its highest chosen option,
 * so again one option's points); a component reaches the sums of its steps capped at its max; the score the
 * sums of the components capped at scoring.max. Fields that name no step add nothing (unknown-field reports them).
 * With conditional steps the sums are worked out per way through the conditions (a step not asked brings its
 * `skipped` points) and joined, so a score only a path that cannot happen would give is not reachable.
 */
export function reach(dept: Department): Reach {
  const steps = new Map<string, number[]>();
  for (const step of dept.wizard.steps) steps.set(step.field, sorted(choicesOf(step).map((o) => tidy(o.points))));
  if (!conditionsOf(dept).any) return { steps, ...reachOver(dept, steps) };
  // one path per class of answers the conditions tell apart; each class brings the points of its own effects
  const space = answerSpace(dept).map((st) => {
    const bySig = new Map<string, Effect & { list: number[] }>();
    for (const e of st.effects) {
      const group = bySig.get(e.sig);
      if (group) group.list.push(tidy(e.points));
      else bySig.set(e.sig, { ...e, list: [tidy(e.points)] });
    }
    return { ...st, effects: [...bySig.values()].map((e) => ({ ...e, list: sorted(e.list) })) };
  });
  // past this many ways through the conditions, a step not asked adds its skipped points to what it may bring:
  // a few more scores count as reachable (sound for gaps and maxima, quieter on unreachable bands), never fewer
  if (countPaths(space) > pathLimit) {
    for (const st of space) steps.set(st.step.field, sorted([...steps.get(st.step.field)!, ...(st.when ? [tidy(st.skipped.points)] : [])]));
    return { steps, ...reachOver(dept, steps) };
  }
  const out = { components: dept.scoring.components.map(() => ({ raw: [] as number[], capped: [] as number[] })), raw: [] as number[], total: [] as number[] };
  forEachPath(
    space,
    (at) => {
      const path = new Map(space.map((st, i) => [st.step.field, at[i] === notAsked ? [tidy(st.skipped.points)] : st.effects[at[i]!]!.list]));
      const r = reachOver(dept, path);
      r.components.forEach((c, i) => {
        out.components[i]!.raw = sorted([...out.components[i]!.raw, ...c.raw]);
        out.components[i]!.capped = sorted([...out.components[i]!.capped, ...c.capped]);
      });
      out.raw = sorted([...out.raw, ...r.raw]);
      out.total = sorted([...out.total, ...r.total]);
    },
    conditionsOf(dept).blank,
  );
  return { steps, ...out };
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
