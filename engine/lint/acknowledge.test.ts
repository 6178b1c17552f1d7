import { describe, expect, it } from 'vitest';
import type { DepartmentInput } from '../schema/index.js';
import { department, lintSet, stepOf } from '../../tests/lint/sources.js';

type Patch = (d: DepartmentInput) => void;
const reason = 'The spec keeps this on purpose.';
// a hidden component (a warning) and, optionally, something else
const hidden: Patch = (d) => (d.scoring.components[0]!.shown = false);
const lintWith = (acknowledge: { rule: string; at?: string; reason: string }[], extra: Patch = () => {}) =>
  lintSet(
    department((d) => {
      hidden(d);
      extra(d);
      d.acknowledge = acknowledge;
    }),
  );

describe('acknowledge', () => {
  it('keeps an acknowledged warning listed, with its reason', () => {
    expect(lintWith([{ rule: 'hidden-component', reason }])).toMatchObject([
      { rule: 'hidden-component', severity: 'warning', acknowledged: reason, path: 'scoring.components[0].shown' },
    ]);
  });

  it('matches an "at" path that is the problem\'s path or a prefix of it', () => {
    expect(lintWith([{ rule: 'hidden-component', at: 'scoring.components[0]', reason }])[0]?.acknowledged).toBe(reason);
    expect(lintWith([{ rule: 'hidden-component', at: 'scoring.components[0].shown', reason }])[0]?.acknowledged).toBe(reason);
  });

  it('reports an acknowledgement that matches nothing, leaving the warning unacknowledged', () => {
    const problems = lintWith([{ rule: 'hidden-component', at: 'scoring.components[1]', reason }]);
    expect(problems[0]).not.toHaveProperty('acknowledged');
    expect(problems).toMatchObject([
      { rule: 'hidden-component' },
      {
        rule: 'unused-acknowledgement',
        severity: 'warning',
        path: 'acknowledge[0]',
        message:
          'The acknowledgement of "hidden-component" at "scoring.components[1]" matches no warning in this file; remove it, or correct its rule or "at" path',
      },
    ]);
  });

  it('does not let an "at" match a longer key with the same start', () => {
    const problems = lintWith([{ rule: 'hidden-component', at: 'scoring.comp', reason }]);
    expect(problems.map((p) => p.rule)).toEqual(['hidden-component', 'unused-acknowledgement']);
  });

  it('never acknowledges an error, and says so', () => {
    const problems = lintWith([{ rule: 'duplicate-option', reason }], (d) => (stepOf(d, 0).options![1]!.value = 'manual'));
    const duplicate = problems.find((p) => p.rule === 'duplicate-option');
    expect(duplicate).toMatchObject({ severity: 'error' });
    expect(duplicate).not.toHaveProperty('acknowledged');
    expect(problems.find((p) => p.rule === 'unused-acknowledgement')?.message).toContain('errors cannot be acknowledged');
  });
});
