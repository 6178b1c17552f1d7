import { describe, expect, it } from 'vitest';
import { branchingYaml, colOf, lineOf } from '../../../tests/definitions/minimal-department.js';
import { lint } from '../index.js';

const lintOne = (text: string) => lint([{ path: 'ads.yaml', text }], { wholeSet: false });
const found = (text: string, rule: string) => lintOne(text).filter((p) => p.rule === rule);
const channelsWhen = `when: "chose(ads, 'yes')"`;
const withChannelsWhen = (when: string) => branchingYaml.replace(channelsWhen, `when: "${when}"`);

describe('the branching test department', () => {
  it('has none of the condition rules to report', () => {
    const rules = [
      'forward-reference',
      'self-reference',
      'unknown-option',
      'skipped-attrs',
      'skipped-unused',
      'unreachable-step',
      'always-asked',
      'progress-grows',
    ];
    expect(lintOne(branchingYaml).filter((p) => rules.includes(p.rule))).toEqual([]);
  });
});

describe('forward-reference', () => {
  it('points at the later step named in the condition, saying both positions', () => {
    const text = withChannelsWhen("chose(ads, 'yes') and not chose(reporting, 'auto')");
    expect(found(text, 'forward-reference')).toMatchObject([
      {
        severity: 'error',
        line: lineOf(text, 'chose(reporting'),
        col: colOf(text, "reporting, 'auto'"),
        message:
          'The condition "chose(ads, \'yes\') and not chose(reporting, \'auto\')" of step "channels" (step 3) reads "reporting", which is asked later (step 4), ' +
          'so it is never answered yet when the condition is read; a condition may only read steps before it: move the step or change the condition',
      },
    ]);
  });

  it('catches a number question read by its field before it is asked', () => {
    const text = branchingYaml.replace(
      '  steps:\n    - field: people',
      '  steps:\n    - field: first\n      when: "people > 3"\n      question: First?\n      options: [{ value: a, label: A }]\n    - field: people',
    );
    expect(found(text, 'forward-reference').map((p) => [p.line, p.col])).toEqual([[lineOf(text, 'people > 3'), colOf(text, 'people > 3')]]);
  });
});

describe('self-reference', () => {
  it('points at the step reading its own answer', () => {
    const text = withChannelsWhen("chose(ads, 'yes') or answered(channels)");
    expect(found(text, 'self-reference')).toMatchObject([
      { severity: 'error', col: colOf(text, 'channels)'), message: expect.stringMatching(/^The condition ".*" of step "channels" reads its own answer/) },
    ]);
  });
});

describe('unknown-option', () => {
  it('quotes the value at its column and suggests the nearest option', () => {
    const text = withChannelsWhen("chose(ads, 'yess')");
    expect(found(text, 'unknown-option')).toMatchObject([
      {
        severity: 'error',
        col: colOf(text, "yess'"),
        message:
          'The condition "chose(ads, \'yess\')" of step "channels" tests option "yess" of "ads", which has no such option, so the test is never true; did you mean "yes"?',
      },
    ]);
  });

  it('lists the options when nothing is near, and refuses chose() on a number question', () => {
    const text = branchingYaml.replace(`when: "people >= 5 and not chose(channels, 'none')"`, `when: "chose(people, '5') or chose(channels, 'email')"`);
    expect(found(text, 'unknown-option').map((p) => p.message)).toEqual([
      'The condition "chose(people, \'5\') or chose(channels, \'email\')" of step "reporting" uses chose() on "people", a number question, which has no options; compare its value instead, such as "people >= 1"',
      'The condition "chose(people, \'5\') or chose(channels, \'email\')" of step "reporting" tests option "email" of "channels", which has no such option, so the test is never true; known: "none", "search", "social"',
    ]);
  });
});

describe('skipped-attrs', () => {
  it('asks for a skipped entry on a conditional step whose options declare attrs, at its condition', () => {
    const text = branchingYaml.replace('      skipped: { points: 0, attrs: { channelHours: 0 } }\n', '');
    expect(found(text, 'skipped-attrs')).toMatchObject([
      {
        line: lineOf(text, channelsWhen),
        message:
          'Step "channels" is asked only when "chose(ads, \'yes\')", but says nothing of what it counts as when it is not asked; its options declare "channelHours": add skipped: { points: 0, attrs: { channelHours: 0 } }',
      },
    ]);
  });

  it('names an attr the skipped entry lacks and one it adds, with the nearest', () => {
    const text = branchingYaml.replace('attrs: { reportHours: 0 } }', 'attrs: { reportHour: 0 } }');
    expect(found(text, 'skipped-attrs').map((p) => p.message)).toEqual([
      'The skipped entry of step "reporting" lacks "reportHours", which its options declare; a step not asked must still give every attr its options declare: add reportHours: 0 under skipped.attrs',
      'The skipped entry of step "reporting" gives "reportHour", which its options do not declare; skipped.attrs takes the attrs of the step\'s own options; did you mean "reportHours"?',
    ]);
  });

  it('asks a conditional number question read by a formula for its value when not asked', () => {
    const text = branchingYaml.replace('      role: team-size\n', '      role: team-size\n      when: "1 > 0"\n');
    expect(found(text, 'skipped-attrs').map((p) => p.message)).toEqual([
      'Step "people" is asked only when "1 > 0", but says nothing of what it counts as when it is not asked; the formulas read its value "people": add skipped: { points: 0, attrs: { people: 0 } }',
    ]);
  });
});

describe('skipped-unused', () => {
  it('warns at a skipped entry on a step that is always asked', () => {
    const text = branchingYaml.replace('    - field: ads\n', '    - field: ads\n      skipped: { points: 0 }\n');
    expect(found(text, 'skipped-unused')).toMatchObject([
      { severity: 'warning', line: lineOf(text, 'skipped: { points: 0 }'), message: expect.stringMatching(/^Step "ads" has a skipped entry but no when/) },
    ]);
  });
});
