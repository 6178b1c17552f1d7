import { describe, expect, it } from 'vitest';
import { askedSteps } from '../answers/conditions.js';
import { answersSchema } from '../answers/answers-schema.js';
import { evaluate } from '../evaluation/evaluate.js';
import { displayModel } from '../display/display.js';
import { loadOne, shippedText, unreachableBidding } from '../../tests/fixtures/studio-departments.js';
import { reaching, targetPath } from './witness.js';

const { model } = loadOne(shippedText('marketing'));
const dept = model.definition;
const fields = dept.wizard.steps.map((s) => s.field);
const lastConditional = dept.wizard.steps.filter((s) => s.when !== undefined).at(-1)!.field;

describe('reaching', () => {
  it("gives answers that ask Marketing's last conditional question, accepted as a visitor's and opening it", () => {
    const r = reaching(model, { kind: 'step', field: lastConditional });
    if (!('answers' in r)) return expect.fail(r.reason);
    expect(r.open).toEqual({ step: lastConditional });
    expect(askedSteps(dept, r.answers)[fields.indexOf(lastConditional)]).toBe(true);
    expect(answersSchema(dept).safeParse(r.answers).success).toBe(true);
  });

  it('gives answers where a condition does not hold, which skip the question', () => {
    const r = reaching(model, { kind: 'condition', field: lastConditional, holds: false });
    if (!('answers' in r)) return expect.fail(r.reason);
    expect(askedSteps(dept, r.answers)[fields.indexOf(lastConditional)]).toBe(false);
    expect(r.open).toEqual({ results: true });
  });

  it('says why no answers reach a question whose condition never holds', () => {
    const edited = loadOne(unreachableBidding()).model;
    const r = reaching(edited, { kind: 'step', field: 'bidManagement' });
    expect(r).toEqual({ reason: expect.stringContaining('false on every path') });
  });

  it.each(Object.entries(dept.bands).flatMap(([set, s]) => s.bands.map((_b, index) => ({ set, index }))))('reaches band $index of $set', ({ set, index }) => {
    const r = reaching(model, { kind: 'band', set, index });
    if (!('answers' in r)) return expect.fail(r.reason);
    const result = evaluate(model, answersSchema(dept).parse(r.answers));
    expect(displayModel(dept).band(set, displayModel(dept).scope(result))).toBe(dept.bands[set]!.bands[index]);
  });

  it.each(dept.recommendations.map((r) => r.id))('reaches recommendation %s: the results list it', (id) => {
    const r = reaching(model, { kind: 'recommendation', id });
    if (!('answers' in r)) return expect.fail(r.reason);
    expect(JSON.stringify(evaluate(model, answersSchema(dept).parse(r.answers)))).toContain(`"id":"${id}"`);
  });

  it('reaches a result block shown only when it holds, and names the one that never shows', () => {
    const index = dept.results.blocks.findIndex((b) => b.when !== undefined);
    const r = reaching(model, { kind: 'block', index });
    if (!('answers' in r)) return expect.fail(r.reason);
    const result = evaluate(model, answersSchema(dept).parse(r.answers));
    expect(displayModel(dept).shows(dept.results.blocks[index]!, displayModel(dept).scope(result))).toBe(true);
    const never = loadOne(shippedText('marketing').replace('when: platformReplacementSavings > 0', 'when: platformReplacementSavings < 0')).model;
    expect(reaching(never, { kind: 'block', index })).toEqual({ reason: expect.stringContaining('no answer set shows block') });
  });

  it('points a target at its place in the file', () => {
    expect(targetPath(dept, { kind: 'condition', field: 'bidManagement', holds: true })).toEqual(['wizard', 'steps', fields.indexOf('bidManagement'), 'when']);
  });
});
