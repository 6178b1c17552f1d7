import { otherName } from '../../../engine/answers/answers.js';
import { optionsOf } from '../../../engine/answers/question-kinds.js';
import { displayModel } from '../../../engine/display/display.js';
import { fillTemplate } from '../../../engine/display/format.js';
import type { NextChange } from '../../../engine/evaluation/next-change.js';
import type { Band, Block, Department } from '../../../engine/schema/index.js';

export interface NextChangeLine {
  component: string;
  text: string;
}

const isNextChange = (v: unknown): v is NextChange =>
  typeof v === 'object' && v !== null && typeof (v as NextChange).component === 'string' && typeof (v as NextChange).answers === 'object';

/** how a sentence names a band: its short name, else its text */
const bandName = (band: Band | undefined): string => band?.name ?? band?.text ?? '';

/**
 * The sentences of a next-change block: per component of the stored list, its best change (and the band it
 * would reach, when that differs) or that it is at its maximum. Empty when the result has no such list.
 * @example nextChangeLines(dept, block, stored)[0].text // 'Proposal Method: moving from Manual Process to AI-Generated ...'
 */
export function nextChangeLines(dept: Department, block: Extract<Block, { kind: 'next-change' }>, stored: Record<string, unknown>): NextChangeLine[] {
  const list = stored[block.field];
  if (!Array.isArray(list)) return [];
  const steps = new Map(dept.wizard.steps.map((s) => [s.field, s]));
  const label = (field: string, value: string): string => {
    const step = steps.get(field);
    return (step && otherName(step, value)) || (step && optionsOf(step).find((o) => o.value === value)?.label) || value;
  };
  const labels = (field: string, values: readonly string[]) => values.map((v) => label(field, v)).join(', ');
  const display = displayModel(dept);
  const bandAt = (result: Record<string, unknown>) => display.band(block.band, display.scope(result));
  const score = display.scope(stored).score ?? 0;
  const band = bandAt(stored);

  return list.filter(isNextChange).flatMap((n) => {
    const component = dept.scoring.components.find((c) => c.id === n.component);
    if (!component) return [];
    const common = {
      component: component.label,
      answer: Object.entries(n.answers)
        .map(([f, v]) => labels(f, v))
        .join(', '),
      points: n.points,
      max: n.max,
      score,
      maxScore: dept.scoring.max,
    };
    if (!n.change) return [{ component: n.component, text: fillTemplate(block.atMax, common) }];
    const { field, to, points, score: newScore } = n.change;
    const values = { ...common, from: labels(field, n.answers[field] ?? []), to: label(field, to), gain: newScore - score, newPoints: points, newScore };
    const newBand = bandAt({ ...stored, [dept.scoring.field]: newScore });
    const moved =
      block.bandChange && newBand !== band ? ` ${fillTemplate(block.bandChange, { ...values, band: bandName(band), newBand: bandName(newBand) })}` : '';
    return [{ component: n.component, text: fillTemplate(block.change, values) + moved }];
  });
}
