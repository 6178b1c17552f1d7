import { describe, expect, it } from 'vitest';
import { minimalModel, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { enumerationLimit, prove } from './prove.js';

/** the minimal department with eight more questions of six options (a0..a5 hours), summed into "extra" */
function wideYaml(invariant: string): string {
  const steps = Array.from({ length: 8 }, (_, i) =>
    [
      `    - field: q${i}`,
      `      question: Question ${i}?`,
      '      options:',
      ...Array.from({ length: 6 }, (_, k) => `        - { value: v${k}, label: V${k}, attrs: { h${i}: ${k} } }`),
    ].join('\n'),
  ).join('\n');
  return `${minimalYaml
    .replace('scoring:\n', `${steps}\nscoring:\n`)
    .replace('formulas:\n', `formulas:\n  extra: ${Array.from({ length: 8 }, (_, i) => `h${i}`).join(' + ')}\n`)
    .replace('result:\n', 'result:\n  extra: extra\n')}invariants:\n  - { that: "${invariant}" }\n`;
}

describe('prove', () => {
  it('enumerates only the steps a claim depends on, and counts the whole space', () => {
    // fee depends on the vendor alone: "other" (50) goes negative, in 2 sizes x 3 tool levels = 6 of the 12 sets
    const failures = prove(minimalModel(minimalYaml.replace('  fee: fee\n', '  fee: fee - 60\n')));
    expect(failures.map((f) => [f.claim.text, f.broken?.count, f.total])).toEqual([['fee', 6, 12]]);
  });

  it(`past ${enumerationLimit} answer sets, bounds by intervals: proves what holds`, () => {
    // 12 x 6^8 = 20,155,392 answer sets; extra is at most 8 x 5 = 40
    expect(prove(minimalModel(wideYaml('extra <= 40')))).toEqual([]);
  });

  it('and reports, with the range it may take, what it cannot prove', () => {
    const [failure] = prove(minimalModel(wideYaml('extra <= 39')));
    expect(failure).toMatchObject({ claim: { kind: 'invariant', text: 'extra <= 39' }, total: 20155392, unproven: [0, 1] });
  });
});
