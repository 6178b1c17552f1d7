import { describe, expect, it } from 'vitest';
import { pathLength } from '../answers/conditions.js';
import { branchingYaml, minimalModel } from '../../tests/definitions/minimal-department.js';
import { pathReport, progressBreak } from './paths.js';

const dept = () => minimalModel(branchingYaml).definition;

describe('pathReport', () => {
  it('counts the paths exactly and gives each condition its smallest answer sets, worked by hand', () => {
    const report = pathReport(dept());
    expect(report.paths).toBe(128);
    expect(report.conditions).toEqual([
      {
        step: 2,
        field: 'channels',
        when: "chose(ads, 'yes')",
        // three questions at least: the smallest team, the first option, the first selection
        holds: { answers: { people: 1, ads: 'yes', channels: ['none'] }, asked: 3 },
        fails: { answers: { people: 1, ads: 'no' }, asked: 2 },
      },
      {
        step: 3,
        field: 'reporting',
        when: "people >= 5 and not chose(channels, 'none')",
        // 5 is the smallest team that reports; "no" to ads skips channels, so three questions
        holds: { answers: { people: 5, ads: 'no', reporting: 'manual' }, asked: 3 },
        fails: { answers: { people: 1, ads: 'no' }, asked: 2 },
      },
    ]);
  });

  it('says a condition never holds (no answers set for it) and a department without conditions has none', () => {
    const never = minimalModel(branchingYaml.replace('people >= 5 and', 'people >= 50 and')).definition;
    expect(pathReport(never).conditions[1]).toMatchObject({ field: 'reporting', holds: undefined, fails: { asked: 2 } });
    expect(pathReport(minimalModel().definition)).toEqual({ paths: 12, conditions: [] });
  });
});

describe('progressBreak', () => {
  it('finds no break along any path of the branching department', () => {
    expect(progressBreak(dept())).toBeUndefined();
  });

  it('finds the first answer after which {total} would grow, with the answers that show it', () => {
    // a length that grows once a team of 5 or more is typed: the check must catch it
    const growing = (d: ReturnType<typeof dept>, answers: Parameters<typeof pathLength>[1], from: number) => {
      const real = pathLength(d, answers, from);
      return typeof answers.people === 'number' && answers.people >= 5 ? { ...real, max: real.max + 1 } : real;
    };
    expect(progressBreak(dept(), growing)).toEqual({
      answers: { people: 5 },
      field: 'people',
      before: { n: 1, total: 4 },
      after: { n: 2, total: 5 },
    });
  });
});
