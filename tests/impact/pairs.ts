import { minimalYaml } from '../definitions/minimal-department.js';

/** replaces one piece of the minimal department's text, failing when the piece is not there */
const edit = (from: string, to: string): string => {
  if (!minimalYaml.includes(from)) throw new Error(`"${from}" is not in the minimal department`);
  return minimalYaml.replace(from, to);
};

/**
 * Edited versions of the minimal department (tests/definitions/minimal-department.ts), each with one known difference.
 * Its 28 real answer sets: 2 sizes x 7 non-empty tool sets (none: 1, basic: 2, smart: 4 by the highest chosen) x 2 vendors;
 * scores are tooling (0, 3, 6) + vendor (acme 4, other 1): 1, 4, 7, 10; High from 7.
 */
export const pairs = {
  /** High from 4, Low up to 3: the 6 answer sets scoring 4 (none+acme: 1 x 2 sizes, basic+other: 2 x 2) move Low -> High */
  movedThreshold: edit('{ min: 7, color: green, text: High }\n      - { max: 6,', '{ min: 4, color: green, text: High }\n      - { max: 3,'),
  /** basic 3 -> 6 points, level with smart: basic without smart scores 3 more, basic with smart takes its manual 5 */
  changedPoints: edit('{ value: basic, label: Basic, points: 3,', '{ value: basic, label: Basic, points: 6,'),
  /** a fourth tool: 8 more tool sets, none of the 28 old answer sets changes */
  addedOption: edit(
    '        - { value: smart, label: Smart, points: 6, attrs: { manual: 1 } }\n',
    '        - { value: smart, label: Smart, points: 6, attrs: { manual: 1 } }\n        - { value: expert, label: Expert, points: 6, attrs: { manual: 0 } }\n',
  ),
  /** $10 -> $12 an hour: every savings figure 20% higher, nothing else */
  changedConstant: edit('rate: 10 # dollars an hour', 'rate: 12 # dollars an hour'),
};
