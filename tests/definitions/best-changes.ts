import type { Answers } from '../../engine/answers.js';
import { askedSteps, onPath } from '../../engine/conditions.js';
import { evaluate } from '../../engine/evaluate.js';
import type { Model } from '../../engine/model.js';
import { answerFor } from './answer-sets.js';

/**
 * An oracle for engine/next-change.ts that shares none of its arithmetic: per shown component, the single change
 * (the first on ties) that evaluate scores highest, or undefined when none raises the score. Only a question the
 * visitor was asked can change; a team size or a number is never suggested; a change that would ask a question
 * not yet answered is not one the visitor can make from the results page; a question it stops asking is left out.
 */
export function bestChanges(model: Model, answers: Answers): Record<string, { field: string; to: string; score: number } | undefined> {
  const { scoring, wizard } = model.definition;
  const score = (a: Answers) => evaluate(model, onPath(model.definition, a))[scoring.field] as number;
  const now = score(answers);
  const asked = askedSteps(model.definition, answers);
  return Object.fromEntries(
    scoring.components
      .filter((c) => c.shown)
      .map((c) => {
        let best: { field: string; to: string; score: number } | undefined;
        for (const field of c.from) {
          const index = wizard.steps.findIndex((s) => s.field === field);
          const step = wizard.steps[index]!;
          if (step.role === 'team-size' || step.number || !asked[index]) continue;
          for (const o of step.options.filter((o) => o.value !== step.other?.value)) {
            const changed = { ...answers, [field]: answerFor(step, o) };
            if (askedSteps(model.definition, changed).some((a, i) => a && !asked[i])) continue;
            const after = score(changed);
            if (after > (best?.score ?? now)) best = { field, to: o.value, score: after };
          }
        }
        return [c.id, best];
      }),
  );
}
