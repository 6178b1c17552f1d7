import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../engine/problem.js';
import { broken, lintAll, shipped } from './broken-copy.js';

// the shipped definitions, each broken by one edit an editor could make: the lint must answer at the edited line
// (the clashes between files, a copied department and the conditions are in broken-clashes.test.ts)

describe('the shipped definitions lint clean', () => {
  it('with no error and no unacknowledged warning', () => {
    expect(
      lintAll(shipped)
        .filter((p) => p.severity === 'error' || !p.acknowledged)
        .map(formatProblem),
    ).toEqual([]);
  });
});

describe('a broken copy of the shipped definitions fails at the edited file and line', () => {
  it.each([
    {
      what: 'a placeholder that names nothing',
      edit: { file: 'sales.yaml', find: 'scored {score} out of', replace: 'scored {scores} out of' },
      mark: '{scores}',
      rule: 'unknown-placeholder',
      message: /^results\.blocks\[\d+\]\.text has "\{scores\}", which names nothing here, so visitors would see the braces; did you mean "score"\?$/,
    },
    {
      what: 'sample-page answers the department refuses',
      edit: { file: 'support.yaml', after: 'route: /support-test', find: 'numberOfUsers: 11-25', replace: 'numberOfUsers: 11-30' },
      mark: '11-30',
      rule: 'invalid-sample',
      message: /^The sample answers of \/support-test would be refused by \/api\/support-calculate: numberOfUsers must be one of "1-3", /,
    },
    {
      what: 'a sample result with a field the results never have',
      edit: { file: 'operations.yaml', after: 'kind: sample', find: 'timeSavingsHours:', replace: 'timeSavingHours:' },
      mark: '',
      rule: 'invalid-sample',
      message: 'The sample result has "timeSavingHours", which is no result field; did you mean "timeSavingsHours"?',
    },
    {
      what: 'a growing field that is no result field',
      edit: { file: 'sales.yaml', after: 'growing: [', find: 'costSavingPotential', replace: 'costSavingsPotential' },
      mark: 'costSavingsPotential',
      rule: 'growing-field',
      message:
        'growing lists "costSavingsPotential", which is no result field; growing names result figures such as savings; did you mean "costSavingPotential"?',
    },
    {
      // a list passed as a figure until result entries were told apart once (only $recommendations was tested)
      what: 'a growing field that is the next-changes list',
      edit: { file: 'operations.yaml', after: 'growing: [', find: 'efficiencyImprovement', replace: 'nextChanges' },
      mark: 'nextChanges',
      rule: 'growing-field',
      message: /^growing lists "nextChanges", which is a group or a list, not one figure; growing names result figures such as savings/,
    },
    {
      // a sample's next changes passed as a figure until result entries were told apart once
      what: 'a sample result with a number for the next-changes list',
      edit: { file: 'operations.yaml', after: 'kind: sample', find: 'recommendations:', replace: 'nextChanges: 3\n      recommendations:' },
      mark: '3',
      rule: 'invalid-sample',
      message: 'The sample nextChanges must be a list of next changes, one per score component',
    },
    {
      what: 'an option worth more than its component',
      edit: { file: 'sales.yaml', find: 'label: Salesforce, emoji: "☁️", points: 10', replace: 'label: Salesforce, emoji: "☁️", points: 12' },
      mark: '12',
      rule: 'component-max',
      message: 'Option "salesforce" of "crmPlatform" gives 12 points, above the 10-point max of component "crm"; the extra points would be cut off',
    },
    {
      what: 'an option with an extra attribute',
      edit: { file: 'sales.yaml', after: 'value: 1-5, label: 1-5 people', find: 'attrs: { headcount:', replace: 'attrs: { seats: 3, headcount:' },
      mark: '3, headcount',
      rule: 'attribute-mismatch',
      message: /^Option "1-5" of "numberOfUsers" declares "seats", which the other options do not; every option of a question declares the same attrs \(/,
    },
    {
      what: 'a key written twice',
      edit: { file: 'sales.yaml', find: 'menu:', replace: 'title: Sales team\nmenu:' },
      mark: 'title: Sales team',
      rule: 'duplicate-key',
      message: /^The key "title" appears twice in one map, at lines (\d+) and (\d+); keep one$/,
    },
    {
      what: 'a typo in a formula name',
      edit: { file: 'operations.yaml', after: '\nresult:', find: 'aiOpportunityScore: score', replace: 'aiOpportunityScore: scor' },
      mark: 'scor',
      rule: 'unknown-identifier',
      message: 'Unknown name "scor" in "scor"; did you mean "score"?',
    },
    {
      what: 'an x for a times sign',
      edit: { file: 'sales.yaml', after: '\nresult:', find: 'aiReadinessScore: score', replace: 'aiReadinessScore: score x 1' },
      mark: 'x 1',
      rule: 'expression-syntax',
      message: '"x" is not an operator: use * to multiply',
    },
    {
      what: 'a breakdown by shares of the total, not acknowledged',
      edit: { file: 'finance.yaml', after: '\nscoring:', find: '  components:', replace: '  breakdown: [{ label: Everything }]\n  components:' },
      mark: '[{',
      rule: 'breakdown-shares',
      message: /^The breakdown splits the total score by fixed shares \(Everything the rest\) instead of showing the points each component earned; /,
      severity: 'warning',
    },
    {
      what: 'an option emoji newer than the emoji set (Unicode 16)',
      edit: { file: 'sales.yaml', find: 'label: HubSpot, emoji: "🧲"', replace: 'label: HubSpot, emoji: "🫩"' },
      mark: '🫩',
      rule: 'emoji-glyph',
      message:
        /^wizard\.steps\[0\]\.options\[1\]\.emoji is "🫩" \(U\+1FAE9\), which Twemoji 15\.0\.0 does not draw, so visitors without an emoji font would see an empty box; write a single emoji the set has$/,
    },
    {
      what: 'a word beside the emoji of a solution icon',
      edit: { file: 'quotes.yaml', find: 'icon: "💬"', replace: 'icon: "💬 chat"' },
      mark: '💬 chat',
      rule: 'emoji-glyph',
      message: /^solutions\[0\]\.icon is "💬 chat" \(U\+1F4AC U\+0020 U\+0063 /,
    },
    {
      what: 'a feature emoji written as text',
      edit: { file: 'site.yaml', find: 'emoji: "⚡"', replace: 'emoji: ":zap:"' },
      mark: ':zap:',
      rule: 'emoji-glyph',
      message: /^home\.features\[0\]\.emoji is ":zap:" /,
    },
    {
      what: 'a company report card filled from a misspelt department',
      edit: { file: 'reports.yaml', find: 'department: operations,', replace: 'department: operatons,' },
      mark: 'operatons',
      rule: 'report-department',
      message:
        /^Card "Operations" takes the visitor's figures from department "operatons", which is no department of the set, so the card would stay Coming Soon with its sample figures forever, never offering the assessment; did you mean "operations"\? \(known: "operations", /,
    },
    {
      what: 'a company report card figure naming no value of the results page',
      edit: { file: 'reports.yaml', after: 'department: sales', find: 'teamSize: teamSize', replace: 'teamSize: teamSze' },
      mark: 'teamSze',
      rule: 'report-figure',
      message:
        /^Figure teamSize of card "Sales" would always read as not available: Unknown name "teamSze" in "teamSze"; the results page of "sales" has no such value; did you mean "teamSize"\? \(known: "teamSize", /,
    },
    {
      what: 'a $schema line copied from another folder',
      edit: { file: 'hr.yaml', find: '$schema=../schema/', replace: '$schema=../../schema/' },
      mark: '../../schema',
      rule: 'schema-path',
      message:
        'The $schema line points at ../../schema/department.schema.json, which does not exist (../schema/department.schema.json); ' +
        "editors get no completion or hover help: point it at the repository's schema/department.schema.json, relative to this file",
    },
    {
      what: 'a misspelt option in a condition',
      edit: { file: 'marketing.yaml', find: "chose(adChannels, 'search', 'social', 'display')", replace: "chose(adChannels, 'search', 'socal', 'display')" },
      mark: "socal'",
      rule: 'unknown-option',
      message:
        'The condition "chose(adChannels, \'search\', \'socal\', \'display\')" of step "bidManagement" tests option "socal" of "adChannels", which has no such option, so the test is never true; did you mean "social"?',
    },
    {
      what: 'a condition reading a later step',
      edit: {
        file: 'marketing.yaml',
        find: 'when: "chose(paidAds, \'yes\')"',
        replace: "when: \"chose(paidAds, 'yes') and not chose(reporting, 'ai-insights')\"",
      },
      mark: "reporting, 'ai",
      rule: 'forward-reference',
      message: /^The condition ".*" of step "adChannels" \(step 5\) reads "reporting", which is asked later \(step 8\), so it is never answered yet/,
    },
    {
      what: 'a condition reading its own step',
      edit: { file: 'marketing.yaml', find: "'display')\"", replace: "'display') and not answered(bidManagement)\"" },
      mark: 'bidManagement)',
      rule: 'self-reference',
      message: /of step "bidManagement" reads its own answer, which is never known when the step is asked/,
    },
    {
      what: 'a condition no team size can meet',
      edit: { file: 'marketing.yaml', find: 'when: "chose(paidAds, \'yes\')"', replace: 'when: "chose(paidAds, \'yes\') and teamSize > 200"' },
      mark: "chose(paidAds, 'yes') and",
      rule: 'unreachable-step',
      message:
        /^Step "adChannels" is never asked: its condition "chose\(paidAds, 'yes'\) and teamSize > 200" is false on every path that reaches it \(such as teamSize=1, /,
    },
    {
      what: 'a condition that holds for every team',
      edit: { file: 'marketing.yaml', find: 'when: "chose(paidAds, \'yes\')"', replace: 'when: "teamSize >= 1"' },
      mark: 'teamSize >= 1',
      rule: 'always-asked',
      severity: 'warning',
      message: /^The condition "teamSize >= 1" of step "adChannels" holds on every one of the [\d,]+ paths/,
    },
    {
      what: 'a skipped entry that forgets an attr the options declare',
      edit: { file: 'marketing.yaml', find: 'skipped: { points: 5, attrs: { bidHours: 0 } }', replace: 'skipped: { points: 5 }' },
      mark: '{ points: 5 }',
      rule: 'skipped-attrs',
      message: /^The skipped entry of step "bidManagement" lacks "bidHours", which its options declare; .* add bidHours: 0 under skipped\.attrs$/,
    },
    {
      what: 'a team size range upside down',
      edit: { file: 'marketing.yaml', find: 'number: { min: 1, max: 200', replace: 'number: { min: 201, max: 200' },
      mark: '201',
      rule: 'number-range',
      message: 'Number question "teamSize" accepts no value: its min 201 is above its max 200; min must be at most max',
    },
  ])('$what', ({ edit, mark, rule, message, severity = 'error' }) => {
    const b = broken(edit, mark);
    const problems = lintAll(b.sources);
    const listed = problems.map(formatProblem).join('\n');
    const found = problems.filter((p) => p.rule === rule && p.file === b.file && p.line === b.line && !p.acknowledged);
    expect(
      found.map((p) => p.severity),
      `${rule} at ${b.file}:${b.line} in:\n${listed}`,
    ).toEqual([severity]);
    if (typeof message === 'string') expect(found[0]!.message).toBe(message);
    else expect(found[0]!.message).toMatch(message);
    if (mark) expect(found[0]!.col, `the column of "${mark}"`).toBe(b.col);
    // editor words only: no parser class names, no stack of internal names
    expect(found[0]!.message).not.toMatch(/Compound|Expression|Identifier|Literal|ZodError|undefined/);
  });
});
