import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { minimalModel } from '../../tests/definitions/minimal-department.js';
import { loadDefinitions } from '../load.js';
import { answersSchema } from '../answers/answers-schema.js';
import { answerSpace, answersAt, forEachScope, spaceSize, stepEffects } from './answer-space.js';
import { evaluate, scope } from '../evaluation/evaluate.js';
import type { Step } from '../schema/department.js';

const model = minimalModel();
const dept = model.definition;

describe('answer space', () => {
  it('holds every distinct answer set: 2 sizes x 3 tool levels x 2 vendors', () => {
    const space = answerSpace(dept);
    expect(space.map((s) => s.effects.length)).toEqual([2, 3, 2]);
    expect(spaceSize(space)).toBe(12);
  });

  it('a multi-select at one points level combines its options attr by attr (the highest of each)', () => {
    const step = {
      field: 'kit',
      kind: 'multi',
      question: 'Which?',
      options: [
        { value: 'x', label: 'X', points: 0, attrs: { a: 1, b: 0 } },
        { value: 'y', label: 'Y', points: 0, attrs: { a: 0, b: 1 } },
        { value: 'z', label: 'Z', points: 0, attrs: { a: 0, b: 0 } },
      ],
    } as Step;
    const effects = stepEffects(step);
    expect(effects.map((e) => [e.attrs.a, e.attrs.b]).sort()).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    expect(effects.find((e) => e.attrs.a && e.attrs.b)!.answer).toEqual(['x', 'y']);
    // every non-empty selection of the three, when answers are to stay distinct
    expect(stepEffects(step, 'answer')).toHaveLength(7);
  });

  it('a multi-select scores its highest chosen option, whatever else is chosen', () => {
    const tools = dept.wizard.steps.find((s) => s.field === 'tools')!;
    const withSmart = stepEffects(tools, 'answer').filter((e) => (e.answer as string[]).includes('smart'));
    expect(withSmart.map((e) => [e.points, e.attrs.manual])).toEqual(withSmart.map(() => [6, 1]));
    expect(stepEffects(tools, 'answer')).toHaveLength(7);
  });

  it('options with the same points and attrs fold into one effect, unless every answer is to stay distinct', () => {
    const step = {
      field: 'f',
      kind: 'single',
      question: 'Q',
      options: [1, 2].map((n) => ({ value: `v${n}`, label: `V${n}`, points: 1, attrs: { h: 2 } })),
    } as Step;
    expect(stepEffects(step)).toHaveLength(1);
    expect(stepEffects(step, 'answer').map((e) => e.answer)).toEqual(['v1', 'v2']);
  });

  it('visits every answer set once, each scope the same as evaluating the answers it stands for', () => {
    const space = answerSpace(dept);
    const schema = answersSchema(dept);
    const seen: number[] = [];
    const visited = forEachScope(model, space, (s, at) => {
      const answers = schema.parse(answersAt(dept, space, at));
      const result = evaluate(model, answers);
      expect([result.hours, result.savings, result.total]).toEqual([s.hours, s.dollars, s.score]);
      seen.push(s.hours!);
    });
    expect(visited).toBe(12);
    // worked by hand: 10 people x 8 manual hours x 52 weeks at most, 2 x 1 x 52 at least
    expect(Math.max(...seen)).toBe(4160);
    expect(Math.min(...seen)).toBe(104);
  });

  it('regression: a walk that keeps the attrs of unchanged steps gives every shipped IT answer set its own figures', () => {
    // IT: a multi-select of 16 effects first, so the later steps turn many times under each of its values
    const text = readFileSync(new URL('../../definitions/it.yaml', import.meta.url), 'utf8');
    const it = loadDefinitions([{ path: 'it.yaml', text }]).models[0]!;
    const space = answerSpace(it.definition);
    const schema = answersSchema(it.definition);
    const wrong: string[] = [];
    const visited = forEachScope(it, space, (s, at) => {
      const r = evaluate(it, schema.parse(answersAt(it.definition, space, at)));
      if (r.timeSavingsHours !== s.hours || r.aiOpportunityScore !== s.score) wrong.push(at.join(','));
    });
    expect(visited).toBe(1024);
    expect(wrong).toEqual([]);
  });

  it('a walk that works out again only what reads the changed steps gives every shipped answer set its whole fresh scope', () => {
    const { models } = loadDefinitions(
      ['sales', 'operations', 'support', 'finance', 'it'].map((d) => ({
        path: `${d}.yaml`,
        text: readFileSync(new URL(`../../definitions/${d}.yaml`, import.meta.url), 'utf8'),
      })),
    );
    for (const m of models) {
      const space = answerSpace(m.definition);
      const schema = answersSchema(m.definition);
      const wrong: string[] = [];
      forEachScope(m, space, (s, at) => {
        const fresh = scope(m, schema.parse(answersAt(m.definition, space, at)));
        if (JSON.stringify(fresh) !== JSON.stringify({ ...s })) wrong.push(`${m.definition.id} ${at.join(',')}`);
      });
      expect(wrong.slice(0, 3)).toEqual([]);
    }
  });

  it('stops when the visitor says so', () => {
    expect(forEachScope(model, answerSpace(dept), () => true)).toBe(1);
  });
});
