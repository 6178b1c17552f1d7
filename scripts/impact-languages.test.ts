import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../engine/i18n/translate.js';
import { minimalYaml } from '../tests/definitions/minimal-department.js';
import { singles } from '../tests/lint/sources.js';
import { main } from './impact.js';

let repo: string;
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=qa@example.com', '-c', 'user.name=QA', ...args], { cwd: repo, stdio: 'pipe' });
const run = (...argv: string[]) => main(['--no-visitors', ...argv], repo);
const write = (path: string, text: string) => writeFileSync(join(repo, 'definitions', path), text);
const french = (size: string, tools: string) =>
  'kind: translation\nlanguage: fr\ntexts:\n' +
  `  wizard.steps.size.question: { text: "${size}", source: "${sourceHash('How many people?')}" }\n` +
  `  wizard.steps.tools.question: { text: "${tools}", source: "${sourceHash('Which tools?')}" }\n`;

beforeAll(() => {
  // the last commit holds the minimal department in English and French; the working tree then rewords one
  // question, adds a help text and retranslates another question
  repo = mkdtempSync(join(tmpdir(), 'impact-languages-'));
  mkdirSync(join(repo, 'definitions/fr'), { recursive: true });
  write('widgets.yaml', minimalYaml);
  for (const s of singles())
    write(s.path, s.text.replace('kind: site\n', 'kind: site\nlanguages: [{ code: en, name: English }, { code: fr, name: Français }]\n'));
  write('fr/widgets.yaml', french('Combien de personnes ?', 'Quels outils ?'));
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  write('widgets.yaml', minimalYaml.replace('question: How many people?\n', 'question: How many people work here?\n      help: Count everyone\n'));
  write('fr/widgets.yaml', french('Combien de personnes ?', 'Quels logiciels ?'));
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('npm run impact, texts by language', () => {
  it('lists per language the texts now stale, the new ones to translate and the translations changed', async () => {
    const { output } = await run();
    const section = output.slice(output.indexOf('Texts by language'));
    expect(section).toBe(
      [
        'Texts by language',
        '-----------------',
        'Français (fr): 1 stale, 1 to translate, 1 translations changed.',
        'Français (fr), stale (the source changed; check the translation, then its source hash):',
        '  - definitions/widgets.yaml: wizard.steps.size.question',
        'Français (fr), to translate (new texts):',
        '  - definitions/widgets.yaml: wizard.steps.size.help',
        'Français (fr), translations changed:',
        '  - definitions/widgets.yaml: wizard.steps.tools.question',
        '',
      ].join('\n'),
    );
  });

  it('folds the keys away in a pull-request comment and gives them in JSON', async () => {
    const md = (await run('--format', 'markdown')).output;
    expect(md).toContain('### Texts by language\n\nFrançais (fr): 1 stale, 1 to translate, 1 translations changed.\n\n<details><summary>Français (fr), stale');
    const json = JSON.parse((await run('--format', 'json')).output);
    expect(json.languages).toEqual([
      {
        code: 'fr',
        name: 'Français',
        declared: false,
        stale: [{ file: 'definitions/widgets.yaml', key: 'wizard.steps.size.question' }],
        missing: [{ file: 'definitions/widgets.yaml', key: 'wizard.steps.size.help' }],
        translated: [{ file: 'definitions/widgets.yaml', key: 'wizard.steps.tools.question' }],
      },
    ]);
  });

  it('says nothing of languages when no text changed', async () => {
    write('widgets.yaml', minimalYaml.replace('points: 3,', 'points: 4,'));
    write('fr/widgets.yaml', french('Combien de personnes ?', 'Quels outils ?'));
    const { output } = await run();
    expect([output.includes('(widgets): changed'), output.includes('Texts by language')]).toEqual([true, false]);
  });
});
