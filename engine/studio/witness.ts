import type { Answers } from '../answers/answers.js';
import { displayModel } from '../display/display.js';
import { evaluate, type Result } from '../evaluation/evaluate.js';
import type { Model } from '../evaluation/model.js';
import { answerSpace, answersAt, forEachPath } from '../proof/answer-space.js';
import { conditionsOf } from '../answers/conditions.js';
import { pathReport } from '../proof/paths.js';
import type { Department } from '../schema/department.js';

/** what a content editor can ask answers for: a question, a condition (holding or not), a band, a recommendation, a result block */
export type Target =
  | { kind: 'step'; field: string }
  | { kind: 'condition'; field: string; holds: boolean }
  | { kind: 'band'; set: string; index: number }
  | { kind: 'recommendation'; id: string }
  | { kind: 'block'; index: number };

/** answers that reach a target and where the preview opens them, or why there are none */
export type Reaching = { answers: Answers; open: { step: string } | { results: true } } | { reason: string };

/** answer sets walked for a results target (a band, a recommendation, a block) before giving up */
export const witnessLimit = 5_000;

/** the YAML path of a target, where its finding (if any) stands */
export function targetPath(dept: Department, target: Target): (string | number)[] {
  const step = (field: string) => dept.wizard.steps.findIndex((s) => s.field === field);
  const paths: { [K in Target['kind']]: (t: Extract<Target, { kind: K }>) => (string | number)[] } = {
    step: (t) => ['wizard', 'steps', step(t.field)],
    condition: (t) => ['wizard', 'steps', step(t.field), 'when'],
    band: (t) => ['bands', t.set, 'bands', t.index],
    recommendation: (t) => ['recommendations', dept.recommendations.findIndex((r) => r.id === t.id)],
    block: (t) => ['results', 'blocks', t.index],
  };
  return (paths[target.kind] as (t: Target) => (string | number)[])(target);
}

/** the first answer set of the department (in the proof's order) whose result meets a test */
function firstResult(model: Model, test: (result: Result, page: Record<string, number>) => boolean): Answers | undefined {
  const dept = model.definition;
  const space = answerSpace(dept);
  let found: Answers | undefined;
  let walked = 0;
  forEachPath(
    space,
    (at) => {
      const answers = answersAt(dept, space, at);
      try {
        const result = evaluate(model, answers);
        if (test(result, displayModel(dept).scope(result))) found = answers;
      } catch {
        // a figure that fails on these answers is the lint's figure-range; this answer set reaches nothing here
      }
      return found !== undefined || ++walked >= witnessLimit;
    },
    conditionsOf(dept).blank,
  );
  return found;
}

const results = { results: true } as const;
const withoutHidden = (dept: Department, answers: Answers): Answers => Object.fromEntries(Object.entries(answers).filter(([k]) => !(k in dept.wizard.hidden)));

/**
 * The proof's witness answers that reach a target: for a question or a condition, the path report's smallest
 * answer set that asks it (or, for a condition that fails, does not); for a band, a recommendation or a block, the
 * first answer set whose results show it. When none exists, the reason (the caller may prefer the lint's finding at
 * targetPath, which says the same with the proof's numbers).
 * @example reaching(model, { kind: 'step', field: 'bidManagement' }) // { answers: { teamSize: 1, ... }, open: { step: 'bidManagement' } }
 */
export function reaching(model: Model, target: Target): Reaching {
  const dept = model.definition;
  const firstPath = (): Answers | undefined => firstResult(model, () => true);
  const onResults = (answers: Answers | undefined, what: string): Reaching =>
    answers
      ? { answers: withoutHidden(dept, answers), open: results }
      : { reason: `no answer set shows ${what} (of the first ${witnessLimit.toLocaleString('en-US')} walked)` };
  const byKind: { [K in Target['kind']]: (t: Extract<Target, { kind: K }>) => Reaching } = {
    step: (t) => {
      const step = dept.wizard.steps.find((s) => s.field === t.field);
      if (!step) return { reason: `no question "${t.field}" in this department` };
      if (step.when === undefined) {
        const answers = firstPath();
        return answers ? { answers: withoutHidden(dept, answers), open: { step: t.field } } : { reason: 'no answer set completes this department' };
      }
      return byKind.condition({ kind: 'condition', field: t.field, holds: true });
    },
    condition: (t) => {
      const c = pathReport(dept).conditions.find((x) => x.field === t.field);
      if (!c) return { reason: `question "${t.field}" has no condition` };
      const witness = t.holds ? c.holds : c.fails;
      if (!witness) return { reason: t.holds ? `the condition "${c.when}" is false on every path` : `the condition "${c.when}" holds on every path` };
      return { answers: witness.answers, open: t.holds ? { step: t.field } : results };
    },
    band: (t) => {
      const band = dept.bands[t.set]?.bands[t.index];
      if (!band) return { reason: `no band ${t.index + 1} in band set "${t.set}"` };
      return onResults(
        firstResult(model, (_r, page) => displayModel(dept).band(t.set, page) === band),
        `band "${band.text}" of "${t.set}"`,
      );
    },
    recommendation: (t) =>
      onResults(
        firstResult(model, (r) =>
          Object.values(r).some((v) => Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null && 'id' in x && x.id === t.id)),
        ),
        `recommendation "${t.id}"`,
      ),
    block: (t) => {
      const block = dept.results.blocks[t.index];
      if (!block) return { reason: `no result block ${t.index + 1}` };
      return onResults(
        firstResult(model, (_r, page) => displayModel(dept).shows(block, page)),
        `block ${t.index + 1} (${block.kind})`,
      );
    },
  };
  return (byKind[target.kind] as (t: Target) => Reaching)(target);
}
