import { describe, expect, it } from 'vitest';
import { department, lintSet, ofRule } from '../../../tests/lint/sources.js';

describe('unknown-field', () => {
  it('reports a component taking points from no question, suggesting the near one', () => {
    const problems = lintSet(department((d) => (d.scoring.components[0]!.from = ['tools'])));
    expect(ofRule(problems, 'unknown-field')).toMatchObject([
      {
        severity: 'error',
        path: 'scoring.components[0].from[0]',
        message: 'Component "tooling" takes points from "tools", which no question asks; did you mean "tool"?',
      },
    ]);
  });
});

describe('unknown-band', () => {
  it('reports a block using a band set that does not exist', () => {
    const problems = lintSet(department((d) => (d.results.blocks[0] = { kind: 'score', band: 'cards' })));
    expect(ofRule(problems, 'unknown-band')).toMatchObject([
      { path: 'results.blocks[0].band', message: 'Block 1 (score) uses band set "cards", which is not under bands; did you mean "card"?' },
    ]);
  });

  it('accepts a text block without a band', () => {
    const problems = lintSet(department((d) => d.results.blocks.push({ kind: 'text', text: 'Hello' })));
    expect(ofRule(problems, 'unknown-band')).toEqual([]);
  });
});

describe('unknown-component-field', () => {
  it('accepts a key inside a result group and a top-level result field', () => {
    const problems = lintSet(department((d) => (d.scoring.components[1]!.field = 'costSavings')));
    expect(ofRule(problems, 'unknown-component-field')).toEqual([]);
  });

  it('reports a field the result does not carry', () => {
    const problems = lintSet(department((d) => (d.scoring.components[1]!.field = 'componentScores')));
    expect(ofRule(problems, 'unknown-component-field')).toMatchObject([
      {
        path: 'scoring.components[1].field',
        message: expect.stringContaining('Component "process" is shown from result field "componentScores", which the result does not have'),
      },
    ]);
  });
});

describe('growing-field', () => {
  it('reports a growing name that is no result figure, suggesting the nearest', () => {
    const problems = lintSet(department((d) => (d.growing = ['costSaving', 'componentScores', 'timeSavingsHours'])));
    expect(ofRule(problems, 'growing-field').map((p) => `${p.path} ${p.message}`)).toEqual([
      'growing[0] growing lists "costSaving", which is no result field; growing names result figures such as savings; did you mean "costSavings"?',
      'growing[1] growing lists "componentScores", which is a group or a list, not one figure; growing names result figures such as savings; known: "alphaScore", "timeSavingsHours", "costSavings"',
    ]);
  });
});

describe('unknown-list-field', () => {
  it('reports a next-change block whose field the result does not declare as $nextChanges', () => {
    const problems = lintSet(department((d) => d.results.blocks.push({ kind: 'next-change', change: '{to}', atMax: '{component}' })));
    expect(ofRule(problems, 'unknown-list-field')).toMatchObject([
      {
        path: 'results.blocks[2].field',
        message:
          'Block 3 (next-change) reads result field "nextChanges", which the result does not declare as $nextChanges; add "nextChanges: $nextChanges" under result',
      },
    ]);
  });

  it('accepts it once the result declares the list', () => {
    const problems = lintSet(
      department((d) => {
        d.result.nextChanges = '$nextChanges';
        d.results.blocks.push({ kind: 'next-change', change: '{to}', atMax: '{component}' });
      }),
    );
    expect(ofRule(problems, 'unknown-list-field')).toEqual([]);
  });
});
