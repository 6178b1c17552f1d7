import { answerSpace, answersAt } from '../../proof/answer-space.js';
import { formatValue } from '../../display/format.js';
import type { Model } from '../../evaluation/model.js';
import { enumerationLimit, type Failure } from '../../proof/prove.js';
import { error, type Check, type Finding, type LintContext, type LintedDepartment } from '../types.js';

const shown = (v: number) => (Number.isFinite(v) ? formatValue(v) : String(v));

/** the answers of a counterexample as a visitor sends them: field="value", multi-selects as lists */
const answersText = (model: Model, at: number[]): string =>
  Object.entries(answersAt(model.definition, answerSpace(model.definition), at))
    .map(([field, v]) => `${field}=${JSON.stringify(v)}`)
    .join(', ');

/** where a claim fails, in words: the first answers that break it and the figures there, or the range it may take */
function where(model: Model, f: Failure): string {
  if (f.broken) {
    const values = f.broken.values.map(([n, v]) => `${n} = ${shown(v)}`).join(', ');
    return `for ${answersText(model, f.broken.at)}: ${values}; ${f.broken.count} of ${f.total} answer sets break it`;
  }
  const [lo, hi] = f.unproven!;
  return `over its ${f.total} answer sets, too many to enumerate (more than ${enumerationLimit} for its steps): by intervals it may range from ${shown(lo)} to ${shown(hi)}`;
}

function findings({ file, dept }: LintedDepartment, model: Model, failures: Failure[], kind: Failure['claim']['kind']): Finding[] {
  return failures
    .filter((f) => f.claim.kind === kind)
    .map((f) => {
      if (kind === 'figure') return error(file, f.claim.path, `Result figure "${f.claim.text}" must be finite and not negative ${where(model, f)}`);
      const because = dept.invariants[f.claim.path[1] as number]?.because;
      return error(file, f.claim.path, `"${f.claim.text}" does not hold${because ? ` (${because})` : ''} ${where(model, f)}`);
    });
}

/** a file with a load error, or a field answered twice, would only repeat that problem here */
function provable(ctx: LintContext, d: LintedDepartment): Model | undefined {
  const fields = d.dept.wizard.steps.map((s) => s.field);
  if (new Set(fields).size !== fields.length) return undefined;
  if (ctx.load.problems.some((p) => p.file === d.file.source.path && p.severity === 'error')) return undefined;
  return ctx.load.models.find((m) => m.definition === d.dept);
}

const proven =
  (kind: Failure['claim']['kind']): Check =>
  (ctx) =>
    ctx.departments.flatMap((d) => {
      const model = provable(ctx, d);
      if (!model) return [];
      // both rules read one proof
      return findings(d, model, d.proofs.failures(model), kind);
    });

export const invariant = proven('invariant');
export const figureRange = proven('figure');
