import type { Answers } from '../../answers/answers.js';
import { conditionsOf } from '../../answers/conditions.js';
import { progressLimit } from '../../proof/paths.js';
import { error, warning, type Check, type LintContext, type LintedDepartment } from '../types.js';

/** answers as a visitor sends them: field=value, multi-selects as lists; "no answers" for the empty set */
export const answersText = (answers: Answers): string =>
  Object.entries(answers)
    .map(([field, v]) => `${field}=${JSON.stringify(v)}`)
    .join(', ') || 'no answers at all';

/** the departments with a condition whose steps can be walked (a load error there would only repeat itself) */
const conditional = (ctx: LintContext): LintedDepartment[] =>
  ctx.departments.filter((d) => conditionsOf(d.dept).any && !ctx.load.problems.some((p) => p.file === d.file.source.path && p.severity === 'error'));

export const unreachableStep: Check = (ctx) =>
  conditional(ctx).flatMap((d) =>
    d.proofs.paths().conditions.flatMap((c) =>
      // no path at all (a number question that accepts nothing) is number-range's
      c.holds || !c.fails
        ? []
        : [
            error(
              d.file,
              ['wizard', 'steps', c.step, 'when'],
              `Step "${c.field}" is never asked: its condition "${c.when}" is false on every path that reaches it ` +
                `(such as ${answersText(c.fails.answers)}); make the condition hold for some answers to the steps before it, or remove the step`,
            ),
          ],
    ),
  );

export const alwaysAsked: Check = (ctx) =>
  conditional(ctx).flatMap((d) => {
    const report = d.proofs.paths();
    return report.conditions.flatMap((c) =>
      c.fails || !c.holds
        ? []
        : [
            warning(
              d.file,
              ['wizard', 'steps', c.step, 'when'],
              `The condition "${c.when}" of step "${c.field}" holds on every one of the ${report.paths.toLocaleString('en-US')} paths ` +
                `(even for ${answersText(c.holds.answers)}), so the step is always asked; remove the condition (and its skipped), or make it depend on an answer`,
            ),
          ],
    );
  });

export const progressGrows: Check = (ctx) =>
  conditional(ctx).flatMap((d) => {
    const paths = d.proofs.classPaths();
    if (paths > progressLimit) {
      return [
        warning(
          d.file,
          ['wizard', 'progress', 'labelUpTo'],
          `The progress is not proven: its conditions make ${paths.toLocaleString('en-US')} distinct paths, more than the ${progressLimit.toLocaleString('en-US')} the proof walks; fewer conditions, or conditions on fewer answers, bring it back`,
        ),
      ];
    }
    const broken = d.proofs.progress();
    if (!broken) return [];
    const { before, after } = broken;
    return [
      error(
        d.file,
        ['wizard', 'progress', 'labelUpTo'],
        `The progress would go back for ${answersText(broken.answers)}: on question ${before.n} of up to ${before.total}, ` +
          `answering "${broken.field}" leads to question ${after.n} of up to ${after.total}; the longest path still possible must never grow`,
      ),
    ];
  });
