import { describe, expect, it } from 'vitest';
import { lint } from '../../engine/lint/index.js';
import { formatProblem } from '../../engine/problem.js';
import { branchingYaml } from '../definitions/minimal-department.js';
import { broken, errors, lineOf, lintAll, pathOf, shipped } from './broken-copy.js';

// broken copies of the shipped definitions where two places clash (a key, an id, an API path, a copied department),
// and of a department with conditions: the lint answers at the edited file and line (one-line edits: broken-copies.test.ts)
describe('a broken copy of the shipped definitions fails at the edited file and line', () => {
  it('a duplicate key names both lines', () => {
    const b = broken({ file: 'sales.yaml', find: 'menu:', replace: 'title: Sales team\nmenu:' });
    expect(errors(lintAll(b.sources)).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      `${b.file}:${b.line} The key "title" appears twice in one map, at lines ${lineOf(b.text, 'title: Sales\n')} and ${b.line}; keep one`,
    ]);
  });

  it('two recommendations with one id: both lines, in the edited file', () => {
    const b = broken(
      { file: 'operations.yaml', after: '\nrecommendations:', find: '- id: ai-sop-library', replace: '- id: automated-task-tracking' },
      'automated',
    );
    const found = errors(lintAll(b.sources)).filter((p) => p.rule === 'duplicate-recommendation');
    expect(found.map((p) => [p.file, p.line])).toEqual([
      [b.file, lineOf(b.text, '- id: automated-task-tracking')],
      [b.file, b.line],
    ]);
    expect(found[1]!.message).toBe(
      'Recommendation id "automated-task-tracking" is also the id at recommendations[0].id; each recommendation needs its own id: the page, the API and the personas tell them apart by it',
    );
  });

  it.each([
    {
      what: 'a route',
      edit: { file: 'hr.yaml', find: 'wizard: /hr-assessment', replace: 'wizard: /assessment' },
      rule: 'route-conflict',
      other: 'sales.yaml',
      message: 'Route "/assessment" is also used by',
    },
    {
      what: 'an API path',
      edit: { file: 'finance.yaml', find: 'api: /api/finance-calculate', replace: 'api: /api/calculate' },
      rule: 'api-conflict',
      other: 'sales.yaml',
      message: 'API path "/api/calculate" is also used by',
    },
    {
      what: 'a session key',
      edit: { file: 'it.yaml', find: 'results: itResults', replace: 'results: hrResults' },
      rule: 'session-key-conflict',
      other: 'hr.yaml',
      message: 'Session key "hrResults" is also used by',
    },
    {
      what: 'a department id',
      edit: { file: 'support.yaml', find: 'id: support\n', replace: 'id: finance\n' },
      rule: 'duplicate-id',
      other: 'finance.yaml',
      message: 'Department id "finance" is also the id of',
    },
  ])('$what used twice: reported in the edited file and in the other', ({ edit, rule, other, message }) => {
    const b = broken(edit);
    const found = errors(lintAll(b.sources)).filter((p) => p.rule === rule);
    expect(found.map((p) => p.file).sort()).toEqual([b.file, pathOf(other)].sort());
    const edited = found.find((p) => p.file === b.file)!;
    expect(edited.line).toBe(b.line);
    expect(edited.message).toContain(`${message} ${pathOf(other)}`);
    expect(found.find((p) => p.file === pathOf(other))!.message).toContain(`${message} ${b.file}`);
  });

  it.each([
    [
      '/api/assessments',
      'api: "/api/assessments" is the server\'s own endpoint (/api/health, /api/docs, /api/assessments); choose another, such as /api/<department>-calculate',
    ],
    ['/finance-calculate', 'api: an API path starts with /api/ and uses lowercase letters, digits, - and /'],
  ])('an API path of %s, which would hide an endpoint of the server or leave /api, is refused at the edit', (path, message) => {
    const b = broken({ file: 'finance.yaml', find: 'api: /api/finance-calculate', replace: `api: ${path}` }, path);
    expect(errors(lintAll(b.sources)).map((p) => `${p.file}:${p.line}:${p.col} ${p.message} (${p.rule})`)).toEqual([
      `${b.file}:${b.line}:${b.col} ${message} (schema)`,
    ]);
  });

  it('a file that fails the schema is one error, not unknown routes in every file that links to it', () => {
    const b = broken({ file: 'hr.yaml', find: 'order: 5 }', replace: 'order: five }' }, 'five');
    expect(errors(lintAll(b.sources)).map((p) => `${p.file}:${p.line}:${p.col} ${p.rule}`)).toEqual([`${b.file}:${b.line}:${b.col} schema`]);
  });
});

describe('a department copied into definitions/ says what it still needs', () => {
  it('names the menu label, routes, paths and keys it shares, and the personas file it lacks, at the copy', () => {
    const sales = shipped.find((s) => s.path === pathOf('sales.yaml'))!;
    const copy = { path: sales.path.replace('sales.yaml', 'copy.yaml'), text: sales.text.replace('id: sales\n', 'id: copy\n') };
    const problems = errors(lintAll([...shipped, copy])).filter((p) => p.file === copy.path);
    expect(problems.map((p) => p.rule)).toEqual([
      'missing-personas',
      'menu-conflict',
      'route-conflict',
      'route-conflict',
      'route-conflict',
      'api-conflict',
      'session-key-conflict',
      'session-key-conflict',
    ]);
    expect(problems[0]).toMatchObject({
      line: lineOf(copy.text, 'id: copy'),
      message: expect.stringMatching(
        /^Department "copy" has no personas file: add .*definitions\/personas\/copy\.yaml with at least 4 personas .*docs\/editors\.md "Add a department"/,
      ),
    });
  });
});

// conditions and number questions on the small branching test department beside the shipped ones (marketing.yaml's
// own are edited above): one edit, and the lint answers at the edited line and word
describe('a broken copy of a department with conditions fails at the edited line', () => {
  const ads = { path: 'definitions/ads.yaml', text: branchingYaml };
  const lintAds = (text: string) => lint([...shipped, { path: ads.path, text }]).filter((p) => p.file === ads.path);

  it('lints clean before the edit', () => {
    expect(errors(lintAds(ads.text)).map(formatProblem)).toEqual([]);
  });

  it.each([
    {
      what: 'a condition reading a later step',
      find: 'when: "chose(ads, \'yes\')"',
      replace: "when: \"chose(ads, 'yes') or chose(reporting, 'auto')\"",
      mark: "reporting, 'auto'",
      rule: 'forward-reference',
      message: /reads "reporting", which is asked later \(step 4\)/,
    },
    {
      what: 'a condition reading its own step',
      find: 'when: "chose(ads, \'yes\')"',
      replace: 'when: "chose(ads, \'yes\') and not answered(channels)"',
      mark: 'channels)',
      rule: 'self-reference',
      message: /of step "channels" reads its own answer/,
    },
    {
      what: 'a misspelt option in a condition',
      find: 'when: "chose(ads, \'yes\')"',
      replace: 'when: "chose(ads, \'yess\')"',
      mark: "yess'",
      rule: 'unknown-option',
      message: /tests option "yess" of "ads", which has no such option, so the test is never true; did you mean "yes"\?$/,
    },
    {
      what: 'a condition false on every path',
      find: 'people >= 5 and',
      replace: 'people >= 25 and',
      mark: 'people >= 25',
      rule: 'unreachable-step',
      message: /^Step "reporting" is never asked: .* \(such as people=1, ads="no"\)/,
    },
    {
      what: 'a skipped entry lacking an attr',
      find: 'skipped: { points: 0, attrs: { channelHours: 0 } }',
      replace: 'skipped: { points: 0 }',
      mark: '{ points',
      rule: 'skipped-attrs',
      message: /lacks "channelHours", which its options declare/,
    },
    {
      what: 'a skipped entry giving another attr',
      find: 'attrs: { reportHours: 0 } }',
      replace: 'attrs: { reportHours: 0, adHours: 0 } }',
      mark: '0 } }',
      rule: 'skipped-attrs',
      message: /gives "adHours", which its options do not declare/,
    },
    {
      what: 'a number range upside down',
      find: 'number: { min: 1, max: 20',
      replace: 'number: { min: 30, max: 20',
      mark: '30',
      rule: 'number-range',
      message: /^Number question "people" accepts no value: its min 30 is above its max 20/,
    },
    {
      what: 'a points table with a gap',
      find: 'number: { min: 1, max: 20, unit: people }',
      replace: 'number: { min: 1, max: 20, unit: people }\n      points: [{ min: 1, max: 4, points: 0 }, { min: 6, max: 20, points: 1 }]',
      mark: '6, max: 20',
      rule: 'number-points',
      message: /^Value 5 of "people" falls in no points row/,
    },
  ])('$what: $rule', ({ find, replace, mark, rule, message }) => {
    const text = ads.text.replace(find, replace);
    const at = text.indexOf(replace) + replace.indexOf(mark);
    const line = text.slice(0, at).split('\n').length;
    const col = at - text.lastIndexOf('\n', at - 1);
    const found = lintAds(text).filter((p) => p.rule === rule);
    expect(found.map((p) => `${p.line}:${p.col} ${p.severity}`)).toContain(`${line}:${col} error`);
    expect(found.find((p) => p.line === line && p.col === col)!.message).toMatch(message);
  });

  it('a condition that always holds is a warning at the condition', () => {
    const text = ads.text.replace('when: "chose(ads, \'yes\')"', 'when: "people > 0"');
    expect(
      lintAds(text)
        .filter((p) => p.rule === 'always-asked')
        .map((p) => [p.line, p.severity]),
    ).toEqual([[lineOf(text, 'people > 0'), 'warning']]);
  });
});
