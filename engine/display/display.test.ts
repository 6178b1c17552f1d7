import { describe, expect, it } from 'vitest';
import { minimalModel } from '../../tests/definitions/minimal-department.js';
import { bandFor } from './bands.js';
import { displayModel } from './display.js';
import { evaluate } from '../evaluation/evaluate.js';

const model = minimalModel();
const dept = model.definition;
const display = displayModel(dept);
const stored = evaluate(model, { size: 'large', tools: ['basic'], vendor: 'acme' }) as unknown as Record<string, unknown>;

describe('displayModel.scope', () => {
  it('holds the result fields with groups flattened, the score, constants and display values', () => {
    // 10 people x 5 hours x 52 = 2600 hours, $26,000; days = 2600 / 8
    expect(display.scope(stored)).toEqual({
      rate: 10,
      weeks: 52,
      maxScore: 10,
      total: 7,
      savings: 26000,
      hours: 2600,
      tooling: 3,
      fee: 100,
      score: 7,
      days: 325,
    });
  });

  it('leaves out what is not a number (recommendation lists, the hash)', () => {
    const s = display.scope({ ...stored, recommendations: [{ id: 'x' }] });
    expect(s).not.toHaveProperty('recommendations');
    expect(s).not.toHaveProperty('definitionHash');
  });

  it('computes a fallback only when the server left the field out', () => {
    const { hours: _hours, ...withoutHours } = stored;
    expect(display.scope(withoutHours)).toMatchObject({ hours: 2600, days: 325 }); // round(26000 / 10)
    expect(display.scope({ ...stored, hours: 1 }).hours).toBe(1);
  });

  it('a missing score reads as 0', () => {
    const { total: _total, ...withoutScore } = stored;
    expect(display.scope(withoutScore).score).toBe(0);
  });

  it('stored keys named after Object.prototype do not pollute anything', () => {
    const hostile = JSON.parse('{"__proto__": {"score": 99}, "constructor": 5, "total": 4}');
    const s = display.scope(hostile);
    expect(s.score).toBe(4);
    expect(({} as Record<string, unknown>).score).toBeUndefined();
  });
});

describe('bands over the results-page scope', () => {
  it('evaluates a band set the way the results page does', () => {
    const set = dept.bands.card!;
    const scope = display.scope(stored);
    expect(display.band('card', scope)).toEqual({ min: 7, color: 'green', text: 'High' });
    expect(display.band('card', scope)).toBe(bandFor(set, scope.score!));
    const low = display.scope({ ...stored, total: 6 });
    expect(display.band('card', low)?.text).toBe('Low');
    expect(display.band(undefined, low)).toBeUndefined();
  });

  it('value evaluates any expression over the scope', () => {
    expect(display.value('savings / 12', display.scope(stored))).toBeCloseTo(2166.67, 2);
  });
});

describe('displayModel', () => {
  it('is built once per definition', () => {
    expect(displayModel(dept)).toBe(display);
    expect(model.display).toBe(display);
  });

  it('compiles a text once, however many places write it, and runs what it compiled', () => {
    expect(display.compiled('score')).toBe(display.compiled('score'));
    expect(display.bands.get('card')).toBe(display.compiled('score').run);
    expect(display.display).toEqual([['days', display.compiled('hours / 8').run]]);
    expect(display.fallbacks).toEqual([['hours', display.compiled('round(savings / rate)').run]]);
  });

  it("runs a block's expressions and a report figure from the same compiled text", () => {
    const scope = display.scope(stored);
    expect(display.value('savings / 12', scope)).toBe(display.compiled('savings / 12').run(scope));
    const when = { kind: 'breakdown' as const, when: 'fee > 100' };
    expect(display.shows(when, scope)).toBe(false);
    expect(display.shows({ kind: 'breakdown' }, scope)).toBe(true);
    expect(display.compiled('fee > 100').identifiers).toEqual(['fee']);
  });
});
