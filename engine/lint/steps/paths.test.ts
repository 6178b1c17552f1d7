import { describe, expect, it } from 'vitest';
import { branchingYaml, lineOf } from '../../../tests/definitions/minimal-department.js';
import { lint } from '../index.js';

const lintOne = (text: string) => lint([{ path: 'ads.yaml', text }], { wholeSet: false });
const found = (text: string, rule: string) => lintOne(text).filter((p) => p.rule === rule);
const reportingWhen = `when: "people >= 5 and not chose(channels, 'none')"`;

describe('unreachable-step', () => {
  it('reports a condition no path satisfies at the condition, with answers that reach the step without asking it', () => {
    const text = branchingYaml.replace(reportingWhen, `when: "people >= 50"`);
    expect(found(text, 'unreachable-step')).toMatchObject([
      {
        severity: 'error',
        line: lineOf(text, 'people >= 50'),
        message:
          'Step "reporting" is never asked: its condition "people >= 50" is false on every path that reaches it (such as people=1, ads="no"); ' +
          'make the condition hold for some answers to the steps before it, or remove the step',
      },
    ]);
  });

  it('reports a step whose condition reads only a step that is itself never asked', () => {
    // channels is asked only for "yes", which now no answer gives; reporting reads channels' "search"
    const text = branchingYaml
      .replace(`when: "chose(ads, 'yes')"`, `when: "chose(ads, 'yes') and people > 30"`)
      .replace(reportingWhen, `when: "chose(channels, 'search')"`);
    expect(found(text, 'unreachable-step').map((p) => p.message.slice(0, 28))).toEqual(['Step "channels" is never ask', 'Step "reporting" is never as']);
  });
});

describe('always-asked', () => {
  it('warns at a condition that holds on every path, with the smallest answers that ask it', () => {
    const text = branchingYaml.replace(reportingWhen, `when: "people >= 1 or answered(ads)"`);
    expect(found(text, 'always-asked')).toMatchObject([
      {
        severity: 'warning',
        line: lineOf(text, 'people >= 1'),
        message:
          'The condition "people >= 1 or answered(ads)" of step "reporting" holds on every one of the 160 paths (even for people=1, ads="no", reporting="manual"), ' +
          'so the step is always asked; remove the condition (and its skipped), or make it depend on an answer',
      },
    ]);
  });
});

describe('progress-grows', () => {
  it('finds nothing on a department whose conditions shorten paths (the proof walks every path)', () => {
    expect(found(branchingYaml, 'progress-grows')).toEqual([]);
  });
});

describe('the existing proofs, over paths', () => {
  it('band-unreachable: a band only a combination the conditions hide would reach never shows', () => {
    // 7 = ads "yes" (2) + channels "none" (0) + reporting "auto" (5), but "none" skips reporting
    const text = branchingYaml.replace(
      '      - { min: 6, color: green, text: High }',
      '      - { min: 7, max: 7, color: blue, text: Seven }\n      - { min: 6, color: green, text: High }',
    );
    expect(found(text, 'band-unreachable')).toMatchObject([
      { line: lineOf(text, 'text: Seven'), message: 'Band "Seven" of "card" (7 to 7) holds no reachable score (0, 2, 4-5, 9-10); it never shows' },
    ]);
  });

  it('component-max: a maximum only a hidden combination would reach is reported', () => {
    // insight: "none" (4) skips reporting, so 4 + 5 = 9 is never reached; social (3) + auto (5) = 8 is
    const text = branchingYaml
      .replace('{ value: none, label: Nowhere yet, exclusive: true, points: 0', '{ value: none, label: Nowhere yet, exclusive: true, points: 4')
      .replace('{ id: insight, label: Insight, max: 5, from: [reporting] }', '{ id: insight, label: Insight, max: 9, from: [channels, reporting] }');
    expect(found(text, 'component-max').filter((p) => p.path === 'scoring.components[1].max')).toMatchObject([
      { severity: 'warning', message: 'Component "insight" can reach at most 8 of its 9 points from "channels", "reporting"; no answers give it the full 9' },
    ]);
  });

  it('invariant: a counterexample on a path that skips steps lists only the answers asked', () => {
    const text = `${branchingYaml}  - { that: "channelHours > 0", because: every team spends time on channels }\n`;
    const [problem, ...rest] = found(text, 'invariant');
    expect(rest).toEqual([]);
    // ads "no" skips channels (channelHours 0) and, for teams under 5, reporting: 4 teams x 1 + 16 teams x 2 reporting answers
    expect(problem!.message).toBe(
      '"channelHours > 0" does not hold (every team spends time on channels) for people=1, ads="no": channelHours = 0; 36 of 128 answer sets break it',
    );
  });
});
