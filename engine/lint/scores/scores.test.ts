import { describe, expect, it } from 'vitest';
import { department, lintSet, ofRule, stepOf } from '../../../tests/lint/sources.js';

describe('component-max', () => {
  it('is an error when the component maxima do not add up to scoring.max', () => {
    const problems = lintSet(
      department((d) => {
        d.scoring.max = 12;
        d.scoring.scale = [0, 6, 12];
      }),
    );
    expect(ofRule(problems, 'component-max')).toMatchObject([
      {
        severity: 'error',
        path: 'scoring.max',
        message: 'The component maxima add up to 10 (tooling 4 + process 6) but the score is out of 12; they must add up to scoring.max',
      },
    ]);
  });

  it("is an error at the option and at the max when an option gives more than its component's max", () => {
    const problems = lintSet(department((d) => (stepOf(d, 0).options![2]!.points = 5)));
    expect(ofRule(problems, 'component-max')).toMatchObject([
      {
        severity: 'error',
        path: 'wizard.steps[0].options[2].points',
        message: 'Option "smart" of "tool" gives 5 points, above the 4-point max of component "tooling"; the extra points would be cut off',
      },
      {
        severity: 'error',
        path: 'scoring.components[0].max',
        message: 'Component "tooling" can reach 5 points from "tool" but its max is 4; the extra points would be cut off',
      },
    ]);
  });

  it('warns when no answers give a component its max, and score-range names the total it leaves', () => {
    const problems = lintSet(department((d) => (stepOf(d, 1).options![2]!.points = 5)));
    expect(ofRule(problems, 'component-max')).toMatchObject([
      { severity: 'warning', message: 'Component "process" can reach at most 5 of its 6 points from "process"; no answers give it the full 6' },
    ]);
    expect(ofRule(problems, 'score-range')).toMatchObject([
      { severity: 'warning', message: expect.stringContaining('ranges from 0 to 9 but is shown out of 10') },
    ]);
  });
});

describe('breakdown-shares', () => {
  it('warns when the breakdown shows fixed shares of the score instead of the components', () => {
    const problems = lintSet(department((d) => (d.scoring.breakdown = [{ label: 'Tools', percent: 40 }, { label: 'Process' }])));
    expect(ofRule(problems, 'breakdown-shares')).toMatchObject([
      {
        severity: 'warning',
        path: 'scoring.breakdown',
        message:
          'The breakdown splits the total score by fixed shares (Tools 40%, Process the rest) instead of showing the points each component earned; ' +
          'a visitor who scored 0 on one still sees points there',
      },
    ]);
  });
});

describe('score-range', () => {
  it('warns when the maximum is out of reach though every component reaches its own', () => {
    const problems = lintSet(
      department((d) => {
        d.scoring.max = 12;
        d.scoring.scale = [0, 6, 12];
      }),
    );
    expect(ofRule(problems, 'score-range')).toMatchObject([
      { severity: 'warning', path: 'scoring.max', message: 'alphaScore ranges from 0 to 10 but is shown out of 12; no answers reach the maximum' },
    ]);
  });

  it('reports the range when the components would pass the maximum', () => {
    const problems = lintSet(department((d) => (d.scoring.max = 8)));
    expect(ofRule(problems, 'score-range')).toMatchObject([
      {
        severity: 'error',
        path: 'scoring.max',
        message: 'alphaScore ranges from 0 to 10 but is shown out of 8; answers must not be able to score above the maximum',
      },
    ]);
  });
});

describe('hidden-component', () => {
  const hide = department((d) => (d.scoring.components[0]!.shown = false));

  it('warns that the breakdown adds up to less than the score, naming the hidden components', () => {
    expect(ofRule(lintSet(hide), 'hidden-component')).toMatchObject([
      {
        severity: 'warning',
        path: 'scoring.components[0].shown',
        message: 'The breakdown shows 6 of the 10 points; components "tooling" are hidden, so the breakdown adds up to less than the score',
      },
    ]);
  });

  it('stays quiet when the breakdown shows shares of the whole score', () => {
    const shares = department((d) => {
      d.scoring.components[0]!.shown = false;
      d.scoring.breakdown = [{ label: 'Tools', percent: 40 }, { label: 'Process' }];
    });
    expect(ofRule(lintSet(shares), 'hidden-component')).toEqual([]);
  });
});

describe('scale-marks', () => {
  it.each([
    [[1, 5, 10], 'scoring.scale[0]', 'start at 1; the first mark must be 0'],
    [[0, 5, 9], 'scoring.scale[2]', 'end at 9; the last mark must be scoring.max (10)'],
    [[0, 5, 5, 10], 'scoring.scale[2]', 'do not go up at 5'],
  ])('reports the marks %j', (scale, path, message) => {
    const problems = lintSet(department((d) => (d.scoring.scale = scale)));
    expect(ofRule(problems, 'scale-marks')).toMatchObject([{ severity: 'error', path, message: expect.stringContaining(message) }]);
  });
});
