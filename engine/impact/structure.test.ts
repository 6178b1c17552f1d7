import { describe, expect, it } from 'vitest';
import { lineOf, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { pairs } from '../../tests/impact/pairs.js';
import { loadFile } from '../load.js';
import { structuralChanges } from './structure.js';

const file = (text: string, path: string) => loadFile({ path, text }).file;
const diff = (text: string) => structuralChanges(file(minimalYaml, 'old.yaml'), file(text, 'widgets.yaml'));

describe('structural changes between two versions of a definition', () => {
  it('a moved threshold: both band limits, at their lines in the new file', () => {
    expect(diff(pairs.movedThreshold)).toEqual([
      {
        change: 'changed',
        kind: 'band',
        path: 'bands.card.bands[0].min',
        before: 7,
        after: 4,
        file: 'widgets.yaml',
        line: lineOf(pairs.movedThreshold, 'min: 4'),
      },
      {
        change: 'changed',
        kind: 'band',
        path: 'bands.card.bands[1].max',
        before: 6,
        after: 3,
        file: 'widgets.yaml',
        line: lineOf(pairs.movedThreshold, 'max: 3'),
      },
    ]);
  });

  it('a changed point value, an added option and a changed constant, each named', () => {
    expect(diff(pairs.changedPoints)).toMatchObject([
      { change: 'changed', kind: 'option', path: 'wizard.steps[tools].options[basic].points', before: 3, after: 6 },
    ]);
    expect(diff(pairs.addedOption)).toMatchObject([
      { change: 'added', kind: 'option', path: 'wizard.steps[tools].options[expert]', line: lineOf(pairs.addedOption, 'value: expert') },
    ]);
    expect(diff(pairs.changedConstant)).toMatchObject([{ change: 'changed', kind: 'constant', path: 'constants.rate', before: 10, after: 12 }]);
  });

  it('texts, removed steps and reordered options', () => {
    const edited = minimalYaml
      .replace('question: Which tools?', 'question: Which tools do you use?')
      .replace(/ {4}- field: vendor[\s\S]*?(?=scoring:)/, '')
      .replace('vendorFit, label: Vendor, max: 4, from: [vendor]', 'vendorFit, label: Vendor, max: 4, from: [size]')
      .replace('  fee: fee\n', '')
      .replace(
        '        - { value: small, label: Small, attrs: { people: 2 } }\n        - { value: large, label: Large, attrs: { people: 10 } }',
        '        - { value: large, label: Large, attrs: { people: 10 } }\n        - { value: small, label: Small, attrs: { people: 2 } }',
      );
    const changes = diff(edited);
    expect(changes.map((c) => [c.change, c.kind, c.path])).toEqual([
      ['removed', 'step', 'wizard.steps[vendor]'],
      ['changed', 'text', 'wizard.steps[tools].question'],
      ['changed', 'component', 'scoring.components[vendorFit].from'],
      ['removed', 'result', 'result.fee'],
    ]);
    expect(changes[0]).toMatchObject({ file: 'old.yaml', line: lineOf(minimalYaml, '- field: vendor') });
  });
});
