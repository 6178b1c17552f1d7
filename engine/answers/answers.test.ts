import { describe, expect, it } from 'vitest';
import { lineOf, loadDepartment, minimalModel, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { allowedText, otherAnswer, otherName, toggleChoice } from './answers.js';
import { answersSchema } from './answers-schema.js';
import { otherOf } from './question-kinds.js';

const dept = minimalModel().definition;
const schema = answersSchema(dept);
const valid = { size: 'small', tools: ['basic'], vendor: 'acme' };

/** the messages of a rejected payload, as "path: message" */
function rejected(payload: unknown): string[] {
  const r = schema.safeParse(payload);
  expect(r.success).toBe(false);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('answersSchema accepts', () => {
  it('one option per single step and a non-empty list for a multi-select', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.parse({ ...valid, tools: ['none', 'basic', 'smart'] }).tools).toEqual(['none', 'basic', 'smart']);
  });

  it('a typed "other" name', () => {
    expect(schema.parse({ ...valid, vendor: 'other: Globex Corp' }).vendor).toBe('other: Globex Corp');
  });

  it('a JSON payload parsed from text', () => {
    expect(schema.safeParse(JSON.parse(JSON.stringify(valid))).success).toBe(true);
  });
});

describe('answersSchema messages name the field and the allowed values', () => {
  it('a value outside a single step', () => {
    expect(rejected({ ...valid, size: 'huge' })).toEqual(['size: size must be one of "small", "large"']);
  });

  it('a value outside a step with an other option shows the form of a typed name', () => {
    expect(rejected({ ...valid, vendor: 'globex' })).toEqual(['vendor: vendor must be one of "acme" or "other: <name>"']);
  });

  it('the bare "other" value without a name', () => {
    expect(rejected({ ...valid, vendor: 'other' })).toEqual(['vendor: vendor must be one of "acme" or "other: <name>"']);
  });

  it('a missing field', () => {
    expect(rejected({ size: 'small', tools: ['none'] })).toEqual(['vendor: vendor must be one of "acme" or "other: <name>"']);
  });

  it('every missing field, not just the first', () => {
    expect(rejected({})).toEqual([
      'size: size must be one of "small", "large"',
      'tools: tools must be a non-empty list of "none", "basic", "smart"',
      'vendor: vendor must be one of "acme" or "other: <name>"',
    ]);
  });

  it('an unknown field, with the allowed fields', () => {
    expect(rejected({ ...valid, colour: 'blue' })).toEqual([': unknown field "colour"; allowed fields: size, tools, vendor']);
  });

  it('an empty multi-select', () => {
    expect(rejected({ ...valid, tools: [] })).toEqual(['tools: tools must be a non-empty list of "none", "basic", "smart"']);
  });

  it('a value outside a multi-select', () => {
    expect(rejected({ ...valid, tools: ['basic', 'laser'] })).toEqual(['tools.1: tools must be a non-empty list of "none", "basic", "smart"']);
  });

  it('a multi-select listing a value twice', () => {
    expect(rejected({ ...valid, tools: ['basic', 'basic'] })).toEqual(['tools: tools lists a value twice']);
  });

  it.each(['basic', '', 'a long string'])('regression: a string %j where a list is expected gives the message once', (tools) => {
    expect(rejected({ ...valid, tools })).toEqual(['tools: tools must be a non-empty list of "none", "basic", "smart"']);
  });

  it.each([[5], [true], [null], [['small']], [{ value: 'small' }]])('a %j where text is expected', (value) => {
    expect(rejected({ ...valid, size: value })).toEqual(['size: size must be one of "small", "large"']);
  });

  it.each([[null], [[]], ['answers'], [42]])('a payload that is not an object: %j', (payload) => {
    expect(rejected(payload)).toEqual([': the answers must be a JSON object']);
  });
});

describe('typed other names', () => {
  it.each(['other: ', 'other:    ', 'other: \t'])('a blank name %j', (vendor) => {
    expect(rejected({ ...valid, vendor })).toEqual(['vendor: vendor: the typed name after "other: " must not be blank']);
  });

  it('a name of 100 characters is accepted, 101 is too long', () => {
    expect(schema.safeParse({ ...valid, vendor: `other: ${'x'.repeat(100)}` }).success).toBe(true);
    expect(rejected({ ...valid, vendor: `other: ${'x'.repeat(101)}` })).toEqual(['vendor: vendor: the typed name is longer than 100 characters']);
  });

  it('otherName splits the typed name out of the sent text', () => {
    const step = dept.wizard.steps[2]!;
    expect(otherName(step, 'other: Globex')).toBe('Globex');
    expect(otherName(step, 'other: ')).toBe('');
    expect(otherName(step, 'acme')).toBeUndefined();
    expect(otherName(dept.wizard.steps[0]!, 'other: Globex')).toBeUndefined();
  });

  it('a send form with text after the name', () => {
    const d = minimalModel(minimalYaml.replace('send: "other: {name}"', 'send: "custom ({name})"')).definition;
    const s = answersSchema(d);
    expect(s.safeParse({ ...valid, vendor: 'custom (Globex)' }).success).toBe(true);
    expect(s.safeParse({ ...valid, vendor: 'custom ( )' }).success).toBe(false);
    expect(allowedText(d.wizard.steps[2]!)).toBe('one of "acme" or "custom (<name>)"');
  });

  it('otherAnswer writes what otherName reads back and the schema accepts', () => {
    const d = minimalModel(minimalYaml.replace('send: "other: {name}"', 'send: "custom ({name})"')).definition;
    const step = d.wizard.steps[2]!;
    const sent = otherAnswer(otherOf(step)!, 'Globex');
    expect(sent).toBe('custom (Globex)');
    expect(otherName(step, sent)).toBe('Globex');
    expect(answersSchema(d).safeParse({ ...valid, vendor: sent }).success).toBe(true);
  });
});

describe('prototype keys in a payload', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('a JSON "%s" key is an unknown field', (key) => {
    const payload = JSON.parse(`{"${key}": {"polluted": true}, "size": "small", "tools": ["basic"], "vendor": "acme"}`);
    expect(rejected(payload)).toEqual([`: unknown field "${key}"; allowed fields: size, tools, vendor`]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('hidden fields the interface never sets', () => {
  const withHidden = minimalYaml.replace('  steps:\n', '  hidden: { teamSize: "" }\n  steps:\n');
  const s = answersSchema(minimalModel(withHidden).definition);

  it('are optional text', () => {
    expect(s.safeParse(valid).success).toBe(true);
    expect(s.safeParse({ ...valid, teamSize: '' }).success).toBe(true);
  });

  it('are refused when not text or too long', () => {
    const r = s.safeParse({ ...valid, teamSize: 3 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['teamSize must be text']);
    const long = s.safeParse({ ...valid, teamSize: 'x'.repeat(201) });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(['teamSize is longer than 200 characters']);
  });

  it('are listed among the allowed fields', () => {
    const r = s.safeParse({ ...valid, bogus: 1 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['unknown field "bogus"; allowed fields: size, tools, vendor, teamSize']);
  });
});

describe('an exclusive option of a multi-select', () => {
  const exclusiveYaml = minimalYaml.replace('{ value: none, label: None, points: 0,', '{ value: none, label: None, exclusive: true, points: 0,');
  const d = minimalModel(exclusiveYaml).definition;
  const s = answersSchema(d);
  const tools = d.wizard.steps[1]!;

  it('is accepted on its own, and the other options together', () => {
    expect(s.safeParse({ ...valid, tools: ['none'] }).success).toBe(true);
    expect(s.safeParse({ ...valid, tools: ['basic', 'smart'] }).success).toBe(true);
  });

  it('is rejected with another choice, naming the field and the option', () => {
    const r = s.safeParse({ ...valid, tools: ['basic', 'none'] });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'tools: tools: "none" (None) cannot be combined with other choices; send it alone',
    ]);
  });

  it('is named in the allowed values', () => {
    expect(allowedText(tools)).toBe('a non-empty list of "none", "basic", "smart" ("none" only on its own)');
  });

  it('clears the other choices when chosen, and is cleared when another is chosen', () => {
    expect(toggleChoice(tools, ['basic', 'smart'], 'none')).toEqual({ values: ['none'], cleared: ['basic', 'smart'] });
    expect(toggleChoice(tools, ['none'], 'smart')).toEqual({ values: ['smart'], cleared: ['none'] });
    expect(toggleChoice(tools, ['basic'], 'smart')).toEqual({ values: ['basic', 'smart'], cleared: [] });
    expect(toggleChoice(tools, ['none'], 'none')).toEqual({ values: [], cleared: [] });
  });

  it('toggles as before on a step without one', () => {
    expect(toggleChoice(dept.wizard.steps[1]!, ['basic'], 'none')).toEqual({ values: ['basic', 'none'], cleared: [] });
  });

  it('is refused by the definition schema on a one-choice step, at the option', () => {
    const { problems } = loadDepartment(minimalYaml.replace('{ value: acme, label: Acme,', '{ value: acme, label: Acme, exclusive: true,'));
    expect(problems).toEqual([
      expect.objectContaining({
        line: lineOf(minimalYaml, '{ value: acme'),
        rule: 'schema',
        message:
          'wizard.steps[2].options[0]: unknown key "exclusive"; Option "acme" is exclusive, but only an option of a multi-select (kind: multi) can stand alone; remove "exclusive" or make the step kind: multi',
      }),
    ]);
  });
});
