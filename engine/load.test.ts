import { describe, expect, it } from 'vitest';
import { colOf, lineOf, loadDepartment, minimalYaml } from '../tests/definitions/minimal-department.js';
import { loadDefinitions, loadFile } from './load.js';
import { formatProblem } from './problem.js';
import { optionsOf } from './answers/question-kinds.js';

/** problems as "line:col rule", the way an editor jumps to them */
const where = (text: string) => loadDepartment(text).problems.map((p) => `${p.line}:${p.col} ${p.rule}`);
const messages = (text: string) => loadDepartment(text).problems.map((p) => p.message);

describe('a sound department', () => {
  it('loads without problems and builds its model', () => {
    const { model, problems } = loadDepartment(minimalYaml);
    expect(problems).toEqual([]);
    expect(model?.definition.id).toBe('widgets');
    expect(model?.formulas.map(([name]) => name)).toEqual(['hours', 'dollars']);
  });

  it('fills schema defaults such as single-choice kind and zero points', () => {
    const step = loadDepartment(minimalYaml).model!.definition.wizard.steps[0]!;
    expect(step.kind).toBe('single');
    expect(optionsOf(step)[0]!.points).toBe(0);
  });
});

describe('schema errors at their line and column', () => {
  it('a wrong type points at the value', () => {
    const text = minimalYaml.replace('points: 3,', 'points: three,');
    expect(loadDepartment(text).problems).toEqual([
      {
        file: 'widgets.yaml',
        line: lineOf(text, 'points: three'),
        col: colOf(text, 'three'),
        severity: 'error',
        rule: 'schema',
        path: 'wizard.steps[1].options[1].points',
        message: 'wizard.steps[1].options[1].points: a number is needed, got the text "three"',
      },
    ]);
  });

  it('every problem is listed, not just the first', () => {
    const text = minimalYaml
      .replace('order: 9', 'order: nine')
      .replace('api: /api/widgets-calculate', 'api: api/Widgets')
      .replace('{ kind: score, band: card }', '{ kind: chart, band: card }');
    expect(where(text)).toEqual([
      `${lineOf(text, 'order: nine')}:${colOf(text, 'nine')} schema`,
      `${lineOf(text, 'api: api')}:${colOf(text, 'api/Widgets')} schema`,
      `${lineOf(text, 'kind: chart')}:${colOf(text, 'chart')} schema`,
    ]);
  });

  it('regression: an unknown key is reported at the key itself, one problem per key', () => {
    const text = minimalYaml
      .replace('title: Widgets\n', 'title: Widgets\nsubtitle: Extra\n')
      .replace('  heading: Results\n', '  heading: Results\n  footer:\n    text: x\n');
    expect(
      loadDepartment(text)
        .problems.map((p) => `${p.line}:${p.col} ${p.message}`)
        .sort(),
    ).toEqual([`${lineOf(text, 'subtitle')}:1 file: unknown key "subtitle"`, `${lineOf(text, 'footer')}:3 results: unknown key "footer"`].sort());
  });

  it('a missing required key points at the map that lacks it', () => {
    const text = minimalYaml.replace('  heading: Widgets\n', '');
    expect(loadDepartment(text).problems.map((p) => [p.line, p.message])).toEqual([
      [lineOf(text, '  buttons: [{ label: Start'), 'landing.heading: missing: add it (a text)'],
    ]);
  });

  it('a misspelt required key is one problem at the key, naming the key it meant', () => {
    const text = minimalYaml.replace('  heading: Widgets\n', '  headng: Widgets\n');
    expect(loadDepartment(text).problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      `${lineOf(text, 'headng')}:3 landing: unknown key "headng"; did you mean "heading"?`,
    ]);
  });

  it('a number written in quotes is told to lose them', () => {
    const text = minimalYaml.replace('order: 9', 'order: "9"');
    expect(messages(text)).toEqual(['menu.order: a number is needed: write 9 without quotes']);
  });

  it('an unknown kind names the allowed kinds', () => {
    expect(messages('kind: dept\nid: x\n')).toEqual(['kind must be one of "department", "site", "quotes", "reports", "translation", got "dept"']);
    expect(where('kind: dept\nid: x\n')).toEqual(['1:7 schema']);
  });

  it('an empty file is an unknown kind, not a crash', () => {
    expect(messages('')).toEqual(['kind must be one of "department", "site", "quotes", "reports", "translation", got null']);
  });

  it('formats as file:line:col severity message (rule)', () => {
    const text = minimalYaml.replace('order: 9', 'order: nine');
    expect(formatProblem(loadDepartment(text, 'definitions/widgets.yaml').problems[0]!)).toBe(
      `definitions/widgets.yaml:4:${colOf(text, 'nine')} error menu.order: a number is needed, got the text "nine" (schema)`,
    );
  });
});

describe('expressions checked at load', () => {
  it('an unknown identifier is reported at its line and column, suggesting the nearest known name', () => {
    const text = minimalYaml.replace('dollars: round(hours * rate)', 'dollars: round(hours * rates)');
    const { problems } = loadDepartment(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: lineOf(text, 'rates'), col: colOf(text, 'rates'), rule: 'unknown-identifier', path: 'formulas.dollars' });
    expect(problems[0]!.message).toBe('Unknown name "rates" in "round(hours * rates)"; did you mean "rate"?');
  });

  it('an unknown identifier with no near name says where names come from, without listing them', () => {
    const text = minimalYaml.replace('dollars: round(hours * rate)', 'dollars: round(hours * hourlyRate)');
    expect(loadDepartment(text).problems.map((p) => p.message)).toEqual([
      'Unknown name "hourlyRate" in "round(hours * hourlyRate)"; declare it under constants or as an option attr, or write its formula before this one',
    ]);
  });

  it('a formula may not use a later formula', () => {
    const text = minimalYaml.replace('hours: people * manual * weeks', 'hours: dollars / rate');
    expect(loadDepartment(text).problems.map((p) => [p.rule, p.path])).toEqual([['unknown-identifier', 'formulas.hours']]);
  });

  it('a quoted expression counts the opening quote in the column', () => {
    const text = minimalYaml.replace('  fee: fee', '  fee: "fee + bogus"');
    expect(where(text)).toEqual([`${lineOf(text, 'bogus')}:${colOf(text, 'bogus')} unknown-identifier`]);
  });

  it('a syntax error, an unknown function and property access are each listed', () => {
    const text = minimalYaml
      .replace('  total: score', '  total: score +')
      .replace('  hours: hours', '  hours: sqrt(hours)')
      .replace('  fee: fee', '  fee: fee.constructor');
    expect(loadDepartment(text).problems.map((p) => [p.rule, p.path, p.message])).toEqual([
      ['expression-syntax', 'result.total', '"+" needs a value after it'],
      ['expression-syntax', 'result.hours', 'unknown function "sqrt"; known: "min", "max", "round", "ceil", "floor", "abs", "clamp"'],
      ['expression-syntax', 'result.fee', 'a name cannot hold "." or "[ ]": write the name alone, such as hourlyRate'],
    ]);
  });

  it('results-page expressions see result fields, not formulas', () => {
    const text = minimalYaml.replace('    days: hours / 8', '    days: people / 8');
    expect(loadDepartment(text).problems.map((p) => [p.rule, p.path])).toEqual([['unknown-identifier', 'results.display.days']]);
  });

  it('a band set over an unknown name is reported', () => {
    const text = minimalYaml.replace('  card:\n    bands:', '  card:\n    of: nothing\n    bands:');
    expect(where(text)).toEqual([`${lineOf(text, 'of: nothing')}:${colOf(text, 'nothing')} unknown-identifier`]);
  });
});

describe('option attributes', () => {
  it('regression: the option that lacks an attribute is the one reported', () => {
    const text = minimalYaml.replace(
      '{ value: none, label: None, points: 0, attrs: { manual: 8 } }',
      '{ value: none, label: None, points: 0, attrs: { manul: 8 } }',
    );
    const { problems } = loadDepartment(text);
    expect(problems.filter((p) => p.rule === 'attribute-mismatch').map((p) => [p.line, p.message])).toEqual([
      [
        lineOf(text, 'manul'),
        'Option "none" of "tools" declares "manul", which the other options do not and lacks "manual"; every option of a question declares the same attrs (manual)',
      ],
    ]);
  });

  it('regression: an option with an extra attribute is blamed, not its siblings', () => {
    const text = minimalYaml.replace(
      '{ value: smart, label: Smart, points: 6, attrs: { manual: 1 } }',
      '{ value: smart, label: Smart, points: 6, attrs: { manual: 1, extra: 2 } }',
    );
    expect(loadDepartment(text).problems.map((p) => [p.line, p.col, p.rule, p.message])).toEqual([
      [
        lineOf(text, 'extra: 2'),
        colOf(text, 'extra: 2') + 'extra: '.length,
        'attribute-mismatch',
        'Option "smart" of "tools" declares "extra", which the other options do not; every option of a question declares the same attrs (manual)',
      ],
    ]);
  });

  it('one option missing an attribute the others have is the only one reported', () => {
    const text = minimalYaml.replace('{ value: acme, label: Acme, points: 4, attrs: { fee: 100 } }', '{ value: acme, label: Acme, points: 4 }');
    expect(loadDepartment(text).problems.map((p) => [p.line, p.rule, p.message])).toEqual([
      [lineOf(text, 'value: acme'), 'attribute-mismatch', 'Option "acme" of "vendor" lacks "fee"; every option of a question declares the same attrs (fee)'],
    ]);
  });
});

describe('loadDefinitions over several files', () => {
  it('lists the problems of every file with its path', () => {
    const r = loadDefinitions([
      { path: 'a.yaml', text: minimalYaml.replace('order: 9', 'order: x') },
      { path: 'b.yaml', text: 'kind: nope\n' },
    ]);
    expect(r.problems.map((p) => p.file)).toEqual(['a.yaml', 'b.yaml']);
    expect(r.definitions).toBeUndefined();
  });

  it('gives no definitions while site, quotes or reports is missing, but still builds the models', () => {
    const r = loadDefinitions([{ path: 'widgets.yaml', text: minimalYaml }]);
    expect(r.problems).toEqual([]);
    expect(r.models).toHaveLength(1);
    expect(r.definitions).toBeUndefined();
  });

  it('loadFile keeps positions for later rules', () => {
    const { file } = loadFile({ path: 'w.yaml', text: minimalYaml });
    expect(file.at(['wizard', 'steps', 1, 'field'])).toEqual({ line: lineOf(minimalYaml, 'field: tools'), col: colOf(minimalYaml, 'tools\n') });
    expect(file.at(['no', 'such', 'path'])).toEqual({ line: 1, col: 1 });
  });
});
