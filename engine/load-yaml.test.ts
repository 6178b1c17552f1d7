import { describe, expect, it } from 'vitest';
import { colOf, lineOf, loadDepartment, minimalYaml } from '../tests/definitions/minimal-department.js';

// YAML refused before the schema sees it: syntax, indentation, duplicate and forbidden keys, aliases (the schema's and
// the expressions' checks at load are in load.test.ts)

/** problems as "line:col rule", the way an editor jumps to them */
const where = (text: string) => loadDepartment(text).problems.map((p) => `${p.line}:${p.col} ${p.rule}`);

describe('YAML that is refused before the schema', () => {
  it('a syntax error at its position, said once', () => {
    const text = minimalYaml.replace('  rate: 10 # dollars an hour', '  rate: "10 # dollars an hour');
    expect(loadDepartment(text).problems).toEqual([
      {
        file: 'widgets.yaml',
        line: lineOf(text, 'rate: "10'),
        col: '  rate: "10 # dollars an hour'.length + 1,
        severity: 'error',
        rule: 'yaml-syntax',
        message: 'Missing closing "quote',
      },
    ]);
  });

  it('an unclosed flow sequence is a syntax error', () => {
    const text = minimalYaml.replace('title: Widgets\n', 'title: [Widgets\n');
    const problems = loadDepartment(text).problems;
    expect(problems.map((p) => [p.line, p.rule, p.message])).toEqual([
      [lineOf(text, 'title: [') + 1, 'yaml-syntax', 'Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ]);
  });

  it('tabs used as indentation', () => {
    const text = minimalYaml.replace('  rate: 10 # dollars an hour', '\trate: 10');
    expect(loadDepartment(text).problems).toMatchObject([
      { line: lineOf(text, '\trate'), col: 1, rule: 'yaml-syntax', message: 'Tabs are not allowed as indentation' },
    ]);
  });

  it('a mapping nested under a plain value is one problem, at the line indented too deep, naming both lines', () => {
    const text = minimalYaml.replace('  heading: Widgets\n', '  heading: Widgets\n    stray: x\n');
    const heading = lineOf(text, 'heading: Widgets');
    expect(loadDepartment(text).problems.map((p) => `${p.line}:${p.col} ${p.message} (${p.rule})`)).toEqual([
      `${heading + 1}:5 This line (4 spaces) is indented deeper than line ${heading} above it (2 spaces), so it reads as more of that line's value; line the two up, or end line ${heading} with a key and ":" to nest this line under it (yaml-syntax)`,
    ]);
  });

  it('a key indented unlike its neighbours is one problem at that line, not one per line after it', () => {
    const text = minimalYaml.replace('  weeks: 52 # weeks in a year\n', '   weeks: 52 # weeks in a year\n');
    expect(loadDepartment(text).problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      `${lineOf(text, '   weeks: 52')}:4 This key is indented by 3 spaces, unlike its neighbours (the line above: 2 spaces); items of one map or list start at the same column`,
    ]);
    const list = minimalYaml.replace(
      '        - { value: large, label: Large, attrs: { people: 10 } }',
      '      - { value: large, label: Large, attrs: { people: 10 } }',
    );
    expect(loadDepartment(list).problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      `${lineOf(list, '      - { value: large')}:7 This list item is indented by 6 spaces, unlike its neighbours (the line above: 8 spaces); items of one map or list start at the same column`,
    ]);
  });

  it('a duplicate key at the second occurrence', () => {
    const text = minimalYaml.replace('  weeks: 52 # weeks in a year\n', '  weeks: 52 # weeks in a year\n  rate: 12\n');
    expect(where(text)).toEqual([`${lineOf(text, '  rate: 12')}:3 duplicate-key`]);
    const first = lineOf(text, '  rate: ');
    expect(loadDepartment(text).problems[0]!.message).toBe(
      `The key "rate" appears twice in one map, at lines ${first} and ${lineOf(text, '  rate: 12')}; keep one`,
    );
  });

  it('a duplicate key in a flow map names its one line', () => {
    const text = minimalYaml.replace(/menu: \{ label: (\w+),/, 'menu: { label: $1, label: Again,');
    expect(loadDepartment(text).problems.map((p) => p.message)).toEqual([
      `The key "label" appears twice in one map, on line ${lineOf(text, 'label: Again')}; keep one`,
    ]);
  });

  it('every duplicate key is listed', () => {
    const text = minimalYaml.replace('id: widgets\n', 'id: widgets\nid: gadgets\n').replace('title: Widgets\n', 'title: Widgets\ntitle: Gadgets\n');
    expect(where(text)).toEqual([`${lineOf(text, 'id: gadgets')}:1 duplicate-key`, `${lineOf(text, 'title: Gadgets')}:1 duplicate-key`]);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('a "%s" key is forbidden wherever it stands', (key) => {
    const text = minimalYaml.replace('  rate: 10', `  ${key}: 5\n  rate: 10`);
    const { problems } = loadDepartment(text);
    expect(problems).toEqual([
      { file: 'widgets.yaml', line: lineOf(text, `${key}: 5`), col: 3, severity: 'error', rule: 'forbidden-key', message: `The key "${key}" is not allowed` },
    ]);
    expect(({} as Record<string, unknown>).rate).toBeUndefined();
  });

  it('a quoted "__proto__" key in a flow map is forbidden too', () => {
    const text = minimalYaml.replace('menu: { label: Widgets, order: 9 }', 'menu: { "__proto__": { polluted: 1 }, label: Widgets, order: 9 }');
    expect(where(text)).toEqual([`4:${colOf(text, '"__proto__"')} forbidden-key`]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('an alias bomb (billion laughs) is refused quickly', () => {
    let bomb = 'kind: department\na: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n';
    const names = 'abcdefghij';
    for (let i = 1; i < names.length; i++) {
      const prev = `*${names[i - 1]}`;
      bomb += `${names[i]}: &${names[i]} [${Array(9).fill(prev).join(', ')}]\n`;
    }
    // expanded, the bomb would hold a billion strings: refused before that, it ends within the test's timeout
    const { problems } = loadDepartment(bomb);
    expect(problems.map((p) => p.rule)).toEqual(['alias-bomb']);
  });

  it('a few honest aliases still load', () => {
    const text = minimalYaml.replace(
      '  buttons: [{ label: Start, to: /widgets-assessment }]',
      '  buttons: [&start { label: Start, to: /widgets-assessment }, *start]',
    );
    expect(loadDepartment(text).problems).toEqual([]);
  });
});
