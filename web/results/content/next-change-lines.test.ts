import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { minimalModel, minimalYaml } from '../../../tests/definitions/minimal-department.js';
import { nextChangeLines } from './next-change-lines.js';

const model = minimalModel(
  minimalYaml
    .replace('  fee: fee\n', '  fee: fee\n  nextChanges: $nextChanges\n')
    .replace('{ id: vendorFit, label: Vendor, max: 4, from: [vendor], shown: false }', '{ id: vendorFit, label: Vendor, max: 4, from: [vendor] }')
    .replace('{ min: 7, color: green, text: High }', '{ name: Top, min: 7, color: green, text: High }')
    .replace(
      '    - { kind: score, band: card }\n',
      `    - { kind: score, band: card }
    - kind: next-change
      band: card
      change: "{component}: {from} to {to} gives {newPoints} of {max}, score {score} -> {newScore} of {maxScore} (+{gain})."
      bandChange: "Band {band} -> {newBand}."
      atMax: "{component}: {answer} earns {points} of {max}."
`,
    ),
);
const dept = model.definition;
const block = dept.results.blocks.find((b) => b.kind === 'next-change')!;
if (block.kind !== 'next-change') throw new Error('the test department has no next-change block');

const lines = (answers: Parameters<typeof evaluate>[1]) =>
  nextChangeLines(dept, block, evaluate(model, answers) as unknown as Record<string, unknown>).map((l) => l.text);

describe('nextChangeLines', () => {
  it('words each change with labels, points and scores, and the band it reaches (by its short name)', () => {
    expect(lines({ size: 'small', tools: ['none'], vendor: 'other: Globex' })).toEqual([
      'Tooling: None to Smart gives 6 of 6, score 1 -> 7 of 10 (+6). Band Low -> Top.',
      'Vendor: Globex to Acme gives 4 of 4, score 1 -> 4 of 10 (+3).',
    ]);
  });

  it('says a component at its maximum, listing the answers', () => {
    expect(lines({ size: 'small', tools: ['basic', 'smart'], vendor: 'acme' })).toEqual(['Tooling: Basic, Smart earns 6 of 6.', 'Vendor: Acme earns 4 of 4.']);
  });

  it('is empty for a result without the list, such as a sample', () => {
    expect(nextChangeLines(dept, block, { total: 5 })).toEqual([]);
  });
});
