import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../load.js';
import { lint } from '../index.js';
import { department, lintSet, ofRule, reports, second } from '../../../tests/lint/sources.js';

type Figures = Partial<Record<'teamSize' | 'annualSavings' | 'roiMonths' | 'productivityGain', string>>;

/** the clean reports file with its card filled from a department's result */
const linked = (from: string, figures: Figures) => reports((r) => (r.company.departments[0]!.from = { department: from, figures }));

/** line and column of the first `mark` in a file, as the lint reports them */
function where(source: SourceFile, mark: string) {
  const before = source.text.slice(0, source.text.indexOf(mark)).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

describe('report-department', () => {
  it('accepts a card filled from a department of the set, and its figures over the results page', () => {
    expect(lintSet(department(), linked('alpha', { teamSize: 'tooling + process', annualSavings: 'round(costSavings)', roiMonths: '12' }))).toEqual([]);
  });

  it('reports a department id that is no department, at its value, suggesting the nearest and naming the known ones', () => {
    const source = linked('alpah', { annualSavings: 'costSavings' });
    expect(ofRule(lintSet(department(), source), 'report-department')).toEqual([
      {
        file: 'reports.yaml',
        ...where(source, 'alpah'),
        severity: 'error',
        rule: 'report-department',
        path: 'company.departments[0].from.department',
        message:
          'Card "Alpha" takes the visitor\'s figures from department "alpah", which is no department of the set, ' +
          'so the card would show its sample figures forever; did you mean "alpha"? (known: "alpha")',
      },
    ]);
  });

  it('names the known ids, nearest first, when none is a near miss', () => {
    const beta = second();
    const [problem] = ofRule(lintSet(department(), beta, linked('finance', {})), 'report-department');
    expect(problem?.message).toMatch(/which is no department of the set, so the card would show its sample figures forever; known: "beta", "alpha"$/);
  });

  it('stays quiet over a reports file linted on its own, and while a department file fails its schema', () => {
    const source = linked('alpah', {});
    expect(ofRule(lint([source], { wholeSet: false }), 'report-department')).toEqual([]);
    const broken = department((d) => (d.menu.order = 'first' as unknown as number));
    expect(ofRule(lintSet(broken, source), 'report-department')).toEqual([]);
  });
});

describe('report-figure', () => {
  it('reports a figure naming a value the results page does not have, at the name, with the known names nearest first', () => {
    const source = linked('alpha', { annualSavings: 'round(costSaving)', teamSize: 'headcount' });
    const problems = ofRule(lintSet(department(), source), 'report-figure');
    expect(problems.map((p) => ({ line: p.line, col: p.col, path: p.path, message: p.message }))).toEqual([
      {
        ...where(source, 'costSaving)'),
        path: 'company.departments[0].from.figures.annualSavings',
        message:
          'Figure annualSavings of card "Alpha" would always read as not available: Unknown name "costSaving" in "round(costSaving)"; ' +
          'the results page of "alpha" has no such value; did you mean "costSavings"? (known: "costSavings", "tooling", "rate", "score", "maxScore", "process", "alphaScore", "timeSavingsHours")',
      },
      {
        ...where(source, 'headcount'),
        path: 'company.departments[0].from.figures.teamSize',
        message:
          'Figure teamSize of card "Alpha" would always read as not available: Unknown name "headcount" in "headcount"; ' +
          'the results page of "alpha" has no such value; known: "score", "maxScore", "rate", "alphaScore", "tooling", "process", "costSavings", "timeSavingsHours"',
      },
    ]);
    expect(problems.map((p) => p.severity)).toEqual(['error', 'error']);
  });

  it('reports a figure that does not parse, in the words of the expression rules', () => {
    const source = linked('alpha', { roiMonths: 'costSavings x 2' });
    expect(ofRule(lintSet(department(), source), 'report-figure')).toMatchObject([
      {
        ...where(source, 'x 2'),
        path: 'company.departments[0].from.figures.roiMonths',
        message: 'Figure roiMonths of card "Alpha" would always read as not available: "x" is not an operator: use * to multiply',
      },
    ]);
  });

  it('does not read a list of the result as a figure', () => {
    const alpha = department((d) => (d.result.advice = '$recommendations'));
    const [problem] = ofRule(lintSet(alpha, linked('alpha', { teamSize: 'advice' })), 'report-figure');
    expect(problem?.message).toContain('Unknown name "advice" in "advice"; the results page of "alpha" has no such value');
  });

  it('leaves the figures of an unknown department to report-department, and a reports file alone to itself', () => {
    expect(ofRule(lintSet(department(), linked('beta', { teamSize: 'nothing' })), 'report-figure')).toEqual([]);
    expect(ofRule(lint([department(), linked('alpha', { teamSize: 'nothing' })], { wholeSet: false }), 'report-figure')).toEqual([]);
  });
});
