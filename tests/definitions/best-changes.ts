import type { Answers } from '../../engine/answers.js';
import { evaluate } from '../../engine/evaluate.js';
import type { Model } from '../../engine/model.js';
import { valueFor } from './answer-sets.js';

/**
 * An oracle for engine/next-change.ts that shares none of its arithmetic: per shown component, the single change
 * (the first on ties) that evaluate scores highest, or undefined when none raises the score.
 */
export function bestChanges(model: Model, answers: Answers): Record<string, { field: string; to: string; score: number } | undefined> {
  const { scoring, wizard } = model.definition;
  const score = (a: Answers) => evaluate(model, a)[scoring.field] as number;
  const now = score(answers);
  return Object.fromEntries(
    scoring.components
      .filter((c) => c.shown)
      .map((c) => {
        let best: { field: string; to: string; score: number } | undefined;
        for (const field of c.from) {
          const step = wizard.steps.find((s) => s.field === field)!;
          if (step.role === 'team-size') continue;
          for (const o of step.options.filter((o) => o.value !== step.other?.value)) {
            const value = valueFor(step, o);
            const after = score({ ...answers, [field]: step.kind === 'multi' ? [value] : value });
            if (after > (best?.score ?? now)) best = { field, to: o.value, score: after };
          }
        }
        return [c.id, best];
      }),
  );
}

