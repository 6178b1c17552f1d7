import { describe, expect, it } from 'vitest';
import { department, lintSet, ofRule } from '../../../tests/lint/sources.js';

const found = (patch: Parameters<typeof department>[0]) => ofRule(lintSet(department(patch)), 'invalid-sample').map((p) => `${p.path} ${p.message}`);

describe('invalid-sample', () => {
  it('accepts sample answers the calculation takes', () => {
    expect(found((d) => (d.samplePages = [{ route: '/alpha-demo', answers: { tool: 'basic', process: ['paper'], size: 'small' } }]))).toEqual([]);
  });

  it('reports sample answers the calculation refuses, at the field', () => {
    expect(found((d) => (d.samplePages = [{ route: '/alpha-demo', answers: { tool: 'basic', process: 'paper', size: 'small', extra: 'x' } }]))).toEqual([
      'samplePages[0].answers.process The sample answers of /alpha-demo would be refused by /api/alpha-calculate: process must be a non-empty list of "paper", "shared", "automated"',
      'samplePages[0].answers.extra The sample answers of /alpha-demo would be refused by /api/alpha-calculate: unknown field "extra"; allowed fields: tool, process, size',
    ]);
  });

  it('reports a sample result no answers could give', () => {
    expect(
      found((d) => {
        d.results.missing = {
          kind: 'sample',
          label: 'Example results',
          result: { alphaScore: 12, costSavings: -5, componentScores: { tooling: 2, speed: 1 }, savings: 3 },
        };
      }),
    ).toEqual([
      "results.missing.result.alphaScore The sample alphaScore is 12, above the score's maximum of 10",
      'results.missing.result.costSavings The sample costSavings is -5; a result figure is a number, 0 or more',
      'results.missing.result.componentScores.speed The sample componentScores has "speed", which the group does not; known: "tooling", "process"',
      'results.missing.result.savings The sample result has "savings", which is no result field; known: "alphaScore", "timeSavingsHours", "costSavings", "componentScores"',
    ]);
  });
});
