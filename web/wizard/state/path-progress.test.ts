import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../engine/answers/answers.js';
import { askedSteps } from '../../../engine/answers/conditions.js';
import { choicesOf } from '../../../engine/answers/choices.js';
import { fillTemplate } from '../../../engine/display/format.js';
import { branchingYaml, minimalModel } from '../../../tests/definitions/minimal-department.js';
import { pathProgress, type PathProgress } from './path-progress.js';

// people 1-20, ads yes/no, channels when ads is yes, reporting when people >= 5 and channels is not "none"
const ads = minimalModel(branchingYaml).definition;
const plain = minimalModel().definition;
const label = (p: PathProgress) => fillTemplate(p.upTo ? ads.wizard.progress.labelUpTo : ads.wizard.progress.label, { n: p.n, total: p.total });

describe('pathProgress', () => {
  it('counts every question of a department without conditions, as before', () => {
    expect(plain.wizard.steps.map((_, i) => pathProgress(plain, {}, i))).toEqual([
      { n: 1, total: 3, upTo: false },
      { n: 2, total: 3, upTo: false },
      { n: 3, total: 3, upTo: false },
    ]);
  });

  it('says "of up to" the longest path while paths of different lengths remain', () => {
    expect(label(pathProgress(ads, {}, 0))).toBe('Question 1 of up to 4');
    // a small team is never asked about reporting: 2 or 3 questions
    expect(label(pathProgress(ads, { people: 3 }, 1))).toBe('Question 2 of up to 3');
    expect(label(pathProgress(ads, { people: 12 }, 1))).toBe('Question 2 of up to 4');
  });

  it('says "of" once every remaining path has the same length', () => {
    expect(label(pathProgress(ads, { people: 3, ads: 'yes' }, 2))).toBe('Question 3 of 3');
    expect(label(pathProgress(ads, { people: 12, ads: 'no' }, 3))).toBe('Question 3 of 3');
    expect(label(pathProgress(ads, { people: 12, ads: 'yes', channels: ['search'] }, 3))).toBe('Question 4 of 4');
  });

  it('reads only the answers before the question: a draft further on changes nothing', () => {
    expect(pathProgress(ads, { people: 12, ads: 'yes', channels: ['none'] }, 1)).toEqual(pathProgress(ads, { people: 12 }, 1));
  });

  it('never moves the bar back, and never raises the total, along every path', () => {
    const steps = ads.wizard.steps;
    // every answer each question can take (the multi-select as each of its valid sets)
    const takes: AnswerValue[][] = [
      choicesOf(steps[0]!).map((o) => o.attrs.people!),
      ['yes', 'no'],
      [['none'], ['search'], ['social'], ['search', 'social']],
      ['manual', 'auto'],
    ];
    let paths = 0;
    const walk = (i: number, answers: Record<string, AnswerValue>, seen: PathProgress[]) => {
      if (i === steps.length) {
        paths++;
        const asked = askedSteps(ads, answers).filter(Boolean).length;
        expect(seen.length, JSON.stringify(answers)).toBe(asked);
        for (const [k, p] of seen.entries()) {
          expect(p.n).toBe(k + 1);
          expect(p.total).toBeGreaterThanOrEqual(asked);
          if (k > 0) {
            expect(p.total, JSON.stringify(answers)).toBeLessThanOrEqual(seen[k - 1]!.total);
            expect(p.n / p.total, JSON.stringify(answers)).toBeGreaterThan(seen[k - 1]!.n / seen[k - 1]!.total);
          }
        }
        return;
      }
      if (!askedSteps(ads, answers)[i]) return walk(i + 1, answers, seen);
      const here = pathProgress(ads, answers, i);
      for (const value of takes[i]!) walk(i + 1, { ...answers, [steps[i]!.field]: value }, [...seen, here]);
    };
    walk(0, {}, []);
    // every answer set, by hand: teams of 1-4 answer no, or yes and one of 4 channel sets (5 each); teams of 5-20
    // no then 2 reportings, or none, or 3 channel sets then 2 reportings (9 each): 4 x 5 + 16 x 9
    expect(paths).toBe(164);
  });
});
