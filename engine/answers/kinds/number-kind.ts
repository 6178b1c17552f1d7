import type { Option, StepOf } from '../../schema/step.js';

type NumberStep = StepOf<'number'>;

/** what the number checks read of a step: its range (structural, so the wizard's field can ask it too) */
export interface NumberRangeOf {
  number: { min: number; max: number; step: number };
}

/**
 * Whether a number is one the step accepts: whole, within its range, on its steps from min.
 * @example numberFits({ number: { min: 5, max: 20, step: 5 } }, 15) // true
 */
export function numberFits(step: NumberRangeOf, value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return false;
  const { min, max, step: by } = step.number;
  return value >= min && value <= max && (value - min) % by === 0;
}

const known = new WeakMap<NumberStep, Option[]>();

/**
 * A number question's answers as options: one per accepted value, worth the points of its `points` row (0 without
 * one) and carrying the value as an attr named after the field, so the answer space, the proofs and the scoring
 * treat both alike.
 */
export function numberChoices(step: NumberStep): Option[] {
  const cached = known.get(step);
  if (cached) return cached;
  const { min, max, step: by, unit } = step.number;
  const out: Option[] = [];
  for (let v = min; v <= max && out.length < 100_000; v += by) {
    const points = step.points?.find((r) => v >= r.min && v <= r.max)?.points ?? 0;
    out.push({ value: String(v), label: unit ? `${v} ${unit}` : String(v), points, attrs: { [step.field]: v } });
  }
  known.set(step, out);
  return out;
}

/** the numbers a number question accepts, as a message names them */
export function numberAllowed({ number: { min, max, step: by, unit } }: NumberStep): string {
  return `a whole number from ${min} to ${max}${by > 1 ? ` in steps of ${by}` : ''}${unit ? ` (${unit})` : ''}`;
}
