import { describe, expect, it } from 'vitest';
import { lineOf, minimalYaml } from '../../../tests/definitions/minimal-department.js';
import { lint } from '../index.js';

const lintOne = (text: string) => lint([{ path: 'widgets.yaml', text }], { wholeSet: false });
const withInvariants = (lines: string) => `${minimalYaml}invariants:\n${lines}`;

describe('invariant', () => {
  it('passes when a statement holds for every answer set', () => {
    const text = withInvariants('  - { that: "hours <= people * 2080 / 2", because: half of the working year }\n');
    expect(lintOne(text).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('reports a statement that fails at its line, with the first answers that break it and the figures there', () => {
    const text = withInvariants('  - { that: "hours <= 1000", because: a cap for the test }\n');
    const found = lintOne(text).filter((p) => p.rule === 'invariant');
    expect(found).toMatchObject([{ severity: 'error', line: lineOf(text, 'hours <= 1000'), path: 'invariants[0].that' }]);
    // large team: no tools 10 x 8 x 52 = 4160, basic 10 x 5 x 52 = 2600 break it, with either vendor; small teams stay under 832
    expect(found[0]!.message).toBe(
      '"hours <= 1000" does not hold (a cap for the test) for size="large", tools=["none"], vendor="acme": hours = 4,160; 4 of 12 answer sets break it',
    );
  });

  it('reports an unknown name in a statement like any expression', () => {
    const text = withInvariants('  - { that: "hourz <= 1" }\n');
    expect(lintOne(text).map((p) => p.rule)).toContain('unknown-identifier');
  });
});

describe('figure-range', () => {
  it('reports a result figure that goes negative for some answers, at the result field, without any statement', () => {
    const text = minimalYaml.replace('dollars: round(hours * rate)', 'dollars: round(hours * rate) - 5000');
    const found = lintOne(text).filter((p) => p.rule === 'figure-range');
    expect(found).toMatchObject([{ severity: 'error', line: lineOf(text, 'savings: dollars'), path: 'result.savings' }]);
    // 2 people with smart tools: 2 x 1 x 52 x $10 = 1040, minus 5000; basic tools (5200) and every large team stay positive
    expect(found[0]!.message).toBe(
      'Result figure "savings" must be finite and not negative for size="small", tools=["smart"], vendor="acme": savings = -3,960; 2 of 12 answer sets break it',
    );
  });
});
