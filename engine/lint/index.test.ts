import { describe, expect, it } from 'vitest';
import { lint } from './index.js';
import { rules } from './rules.js';
import { baseSource, department, lintSet, stepOf } from '../../tests/lint/sources.js';

describe('lint', () => {
  it('finds nothing in the clean test set', () => {
    expect(lintSet(department())).toEqual([]);
  });

  it('lists load problems and rule problems together, in file and line order', () => {
    const broken = { path: 'broken.yaml', text: 'kind: department\nid: [oops\n' };
    const problems = lintSet(
      department((d) => {
        stepOf(d, 0).options![2]!.value = 'manual';
        d.scoring.scale = [1, 5, 10];
      }),
      broken,
    );
    expect(problems.map((p) => `${p.file} ${p.rule}`)).toEqual(['alpha.yaml duplicate-option', 'alpha.yaml scale-marks', 'broken.yaml yaml-syntax']);
    expect(problems[0]!.line).toBeLessThan(problems[1]!.line);
  });

  it('runs the rules only over files that load', () => {
    const problems = lint([{ ...baseSource('department'), text: baseSource('department').text.replace('max: 10', 'max: ten') }], { wholeSet: false });
    expect(problems.map((p) => p.rule)).toEqual(['schema']);
  });

  it('has a rule for every id it documents', () => {
    expect(Object.keys(rules)).toContain('band-gap');
    for (const rule of Object.values(rules)) expect(rule.about).not.toBe('');
  });
});
