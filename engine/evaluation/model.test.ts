import { describe, expect, it } from 'vitest';
import { minimalModel, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { baseNames, buildModel, pageNames, stepAttrs } from './model.js';
import type { Option, Step, StepOf } from '../schema/department.js';
import { optionsOf } from '../answers/question-kinds.js';

const model = minimalModel();
const dept = model.definition;

describe('buildModel', () => {
  it('names the attributes of each step', () => {
    expect([...model.attrsByField]).toEqual([
      ['size', ['people']],
      ['tools', ['manual']],
      ['vendor', ['fee']],
    ]);
  });

  it('the scoring formulas see constants, attributes, components, score and maxScore, in that order', () => {
    expect(baseNames(dept)).toEqual(['rate', 'weeks', 'people', 'manual', 'fee', 'tooling', 'vendorFit', 'score', 'maxScore']);
  });

  it('compiles the formulas in their written order, each once', () => {
    const scope: Record<string, number> = { people: 2, manual: 5, weeks: 52, rate: 10 };
    for (const [name, run] of model.formulas) scope[name] = run(scope);
    expect(scope).toMatchObject({ hours: 520, dollars: 5200 });
  });

  it('the results page sees result fields (groups flattened), constants and display values, not formulas', () => {
    expect([...pageNames(dept)].sort()).toEqual(['days', 'fee', 'hours', 'maxScore', 'rate', 'savings', 'score', 'tooling', 'total', 'weeks']);
    expect(pageNames(dept).has('dollars')).toBe(false);
  });

  it('compiles each band set over the results-page names', () => {
    expect([...model.display.bands.keys()]).toEqual(['card']);
    expect(model.display.bands.get('card')!({ score: 7 })).toBe(7);
  });

  it('keeps the hash it was given', () => {
    expect(buildModel(dept, 'abc').model.hash).toBe('abc');
  });

  it('lists no problems for a sound department', () => {
    expect(buildModel(dept, 'h').problems).toEqual([]);
  });

  it('a block condition over an unknown name is a problem at its path', () => {
    const d = minimalModel(minimalYaml.replace('{ kind: score, band: card }', '{ kind: score, band: card, when: fee > 0 }')).definition;
    expect(buildModel(d, 'h').problems).toHaveLength(0);
    const bad = { ...d, results: { ...d.results, blocks: [{ ...d.results.blocks[0]!, when: 'dollars > 0' }] } };
    expect(buildModel(bad, 'h').problems.map((p) => [p.rule, p.path.join('.')])).toEqual([['unknown-identifier', 'results.blocks.0.when']]);
  });
});

describe('stepAttrs', () => {
  it('is the union of the names the options declare', () => {
    const [first, second] = optionsOf(dept.wizard.steps[1]!) as [Option, Option];
    const step: Step = {
      ...(dept.wizard.steps[1] as StepOf<'multi'>),
      options: [
        { ...first, attrs: { a: 1 } },
        { ...second, attrs: { b: 1 } },
      ],
    };
    expect(stepAttrs(step)).toEqual(['a', 'b']);
  });
});
