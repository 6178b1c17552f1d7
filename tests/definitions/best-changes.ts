import type { Answers } from '../../engine/answers/answers.js';
import { askedSteps, onPath } from '../../engine/answers/conditions.js';
import { evaluate } from '../../engine/evaluation/evaluate.js';
import type { Model } from '../../engine/evaluation/model.js';
import { answerOf } from './answer-sets.js';
import { optionsOf, otherOf, ruleOf } from '../../engine/answers/question-kinds.js';

/**
 * An oracle for engine/evaluation/next-change.ts that shares none of its arithmetic: per shown component, the single change
 * (the first on ties) that evaluate scores highest, or undefined when none raises the score. A question not asked
 * is not changed, nor is a number; a change that would ask a question not answered is left out, and one that stops
 * asking a question drops its answer (it then counts as skipped).
 */
export function bestChanges(model: Model, answers: Answers): Record<string, { field: string; to: string; score: number } | undefined> {
  const { scoring, wizard } = model.definition;
  const score = (a: Answers) => evaluate(model, a)[scoring.field] as number;
  const now = score(answers);
  const asked = askedSteps(model.definition, answers);
  return Object.fromEntries(
    scoring.components
      .filter((c) => c.shown)
      .map((c) => {
        let best: { field: string; to: string; score: number } | undefined;
        for (const field of c.from) {
          const i = wizard.steps.findIndex((s) => s.field === field);
          const step = wizard.steps[i]!;
          if (step.role === 'team-size' || !ruleOf(step).suggests || !asked[i]) continue;
          for (const o of optionsOf(step).filter((o) => o.value !== otherOf(step)?.value)) {
            const changed = { ...answers, [field]: answerOf(step, o) };
            if (askedSteps(model.definition, changed).some((a, j) => a && !asked[j])) continue;
            const after = score(onPath(model.definition, changed));
            if (after > (best?.score ?? now)) best = { field, to: o.value, score: after };
          }
        }
        return [c.id, best];
      }),
  );
}

