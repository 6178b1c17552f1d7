import { questionKinds } from './question-kinds.js';
import type { Option, Step } from '../schema/department.js';

const numberChoices = new WeakMap<Step, Option[]>();

/**
 * The answers a step can take, as options: its own, or for a number question one per accepted value, worth the
 * points of its `points` row (0 without one) and carrying the value as an attr named after the field, so the
 * answer space, the proofs and the scoring treat both alike.
 * @example choicesOf({ kind: 'number', field: 'teamSize', number: { min: 1, max: 3, step: 1 }, ... }).map((o) => o.attrs.teamSize) // [1, 2, 3]
 */
export function choicesOf(step: Step): Option[] {
  if (questionKinds[step.kind].answer !== 'number' || !step.number) return step.options;
  const known = numberChoices.get(step);
  if (known) return known;
  const { min, max, step: by, unit } = step.number;
  const out: Option[] = [];
  for (let v = min; v <= max && out.length < 100_000; v += by) {
    const points = step.points?.find((r) => v >= r.min && v <= r.max)?.points ?? 0;
    out.push({ value: String(v), label: unit ? `${v} ${unit}` : String(v), points, attrs: { [step.field]: v } });
  }
  numberChoices.set(step, out);
  return out;
}
