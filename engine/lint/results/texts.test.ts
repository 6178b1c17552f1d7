import { describe, expect, it } from 'vitest';
import { lint } from '../index.js';
import { baseSource, department, lintSet, ofRule } from '../../../tests/lint/sources.js';

// the test department's wizard has 3 steps
const withClaim = (claim: string) => ofRule(lintSet(department((d) => (d.landing.claims = [claim]))), 'step-count-mismatch');

describe('step-count-mismatch', () => {
  it.each(['Take our 4-step assessment', 'It takes 8 steps', 'Answer five questions', 'A nine-question check', 'Five quick questions', 'Just 2 Questions'])(
    'finds the count in "%s"',
    (claim) => {
      expect(withClaim(claim)).toMatchObject([{ severity: 'warning', path: 'landing.claims[0]' }]);
    },
  );

  it.each(['A 3-step assessment', 'three questions', 'Step 3 of 3', 'one question at a time', 'in 5 minutes', 'a 4-phase roadmap'])('accepts "%s"', (claim) => {
    expect(withClaim(claim)).toEqual([]);
  });

  it('quotes the words and points at them', () => {
    const source = department((d) => (d.landing.claims = ['Take our 4-step assessment']));
    const [problem] = ofRule(lintSet(source), 'step-count-mismatch');
    expect(problem?.message).toBe('landing.claims[0] says "4-step" but the wizard has 3 steps; a count in a text must match the wizard');
    const line = source.text.split('\n')[problem!.line - 1]!;
    expect(line.slice(problem!.col - 1)).toMatch(/^4-step/);
  });

  it('reads buttons, panels and results texts, but not the questions', () => {
    const problems = lintSet(
      department((d) => {
        d.landing.panel = { title: 'A 5-question check', items: [] };
        d.results.heading = 'Your 6-step results';
        d.wizard.buttons.submit = 'Finish all 7 steps';
        d.wizard.steps[0]!.question = 'How many of your 10 steps are manual?';
      }),
    );
    expect(ofRule(problems, 'step-count-mismatch').map((p) => p.path)).toEqual(['landing.panel.title', 'wizard.buttons.submit', 'results.heading']);
  });

  it('checks the home page against the wizard its button starts', () => {
    const site = baseSource('site');
    const home = { ...site, text: site.text.replace('heading: Welcome', 'heading: Answer six questions').replace('to: /quotes', 'to: /alpha-assessment') };
    const problems = lint([department(), home, baseSource('quotes'), baseSource('reports')]);
    expect(ofRule(problems, 'step-count-mismatch')).toMatchObject([
      { file: 'site.yaml', path: 'home.heading', message: expect.stringContaining('but the wizard at /alpha-assessment has 3 steps') },
    ]);
  });
});

describe('sample-results', () => {
  it('warns that visitors without results see invented figures', () => {
    const problems = lintSet(department((d) => (d.results.missing = { kind: 'sample', label: 'An example', result: { alphaScore: 5 } })));
    expect(ofRule(problems, 'sample-results')).toMatchObject([
      { severity: 'warning', path: 'results.missing.kind', message: expect.stringContaining('/alpha-results shows sample data') },
    ]);
  });
});

describe('score-range-mismatch', () => {
  // the test department's score runs from 0 to 10
  const withStat = (value: string, label: string) => ofRule(lintSet(department((d) => (d.landing.stats = [{ value, label }]))), 'score-range-mismatch');

  it('finds a stat giving the score another range, at its value', () => {
    const source = department((d) => (d.landing.stats = [{ value: '0-30', label: 'Points scale' }]));
    const [problem] = ofRule(lintSet(source), 'score-range-mismatch');
    expect(problem).toMatchObject({
      severity: 'warning',
      path: 'landing.stats[0].value',
      message: 'landing.stats[0].value says "0-30" but the score runs from 0 to 10 (scoring.max); a scale in a text must match it',
    });
    expect(source.text.split('\n')[problem!.line - 1]).toContain('0-30');
  });

  it.each([
    ['0-10', 'Points scale'],
    ['0-30', 'minutes'],
    ['5', 'quick questions'],
  ])('accepts the stat %s %s', (value, label) => {
    expect(withStat(value, label)).toEqual([]);
  });

  it('reads "0-N points" in the texts, not in the questions', () => {
    const problems = lintSet(
      department((d) => {
        d.landing.intro = 'Scored on a 0 to 50 points scale';
        d.results.heading = 'Your score, 0-10 points';
        d.wizard.steps[0]!.question = 'Do you rate leads 0-100 points?';
      }),
    );
    expect(ofRule(problems, 'score-range-mismatch').map((p) => [p.path, p.message.match(/says "([^"]+)"/)?.[1]])).toEqual([['landing.intro', '0 to 50']]);
  });
});
