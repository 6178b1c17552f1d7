import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Problem } from '../../engine/problem.js';
import { main } from '../../scripts/lint-definitions.js';
import { department, singles, stepOf } from './sources.js';
import { branchingYaml } from '../definitions/minimal-department.js';
import type { SourceFile } from '../../engine/load.js';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => rmSync(f, { recursive: true, force: true })));

/** a definitions folder on disk holding these files */
function folder(files: SourceFile[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-cli-'));
  folders.push(dir);
  for (const f of files) writeFileSync(join(dir, f.path), f.text);
  return dir;
}
const shown = (dir: string, name: string) => relative(process.cwd(), join(dir, name));

const clean = () => folder([department(), ...singles()]);
const reason = 'The spec keeps the breakdown short on purpose.';
const acknowledged = () =>
  folder([
    department((d) => {
      d.scoring.components[0]!.shown = false;
      d.acknowledge = [{ rule: 'hidden-component', reason }];
    }),
    ...singles(),
  ]);
const broken = () => folder([department((d) => (stepOf(d, 0).options![2]!.value = 'manual')), ...singles()]);
const warned = () => folder([department((d) => (d.scoring.components[0]!.shown = false)), ...singles()]);

describe('lint:definitions', () => {
  it('passes a clean folder with a summary line', () => {
    expect(main([clean()])).toEqual({ exitCode: 0, output: 'Passed: 4 files linted, 0 errors, 0 warnings, 0 acknowledged\n' });
  });

  it('lists acknowledged warnings with their reason and still passes', () => {
    const dir = acknowledged();
    const { exitCode, output } = main([dir]);
    expect(exitCode).toBe(0);
    expect(output).toContain(`${shown(dir, 'alpha.yaml')}\n  ${shown(dir, 'alpha.yaml')}:`);
    expect(output).toMatch(/:\d+:\d+ acknowledged The breakdown shows 6 of the 10 points; .* \(hidden-component\) - The spec keeps/);
    expect(output).toContain('Passed: 4 files linted, 0 errors, 0 warnings, 1 acknowledged');
  });

  it('fails on an error, naming file, line and column', () => {
    const dir = broken();
    const { exitCode, output } = main([dir]);
    expect(exitCode).toBe(1);
    expect(output).toContain(`${shown(dir, 'alpha.yaml')}:`);
    expect(output).toMatch(/alpha\.yaml:\d+:\d+ error Option "manual" appears twice in question "tool"; .* \(duplicate-option\)/);
    expect(output).toContain('Failed: 4 files linted, 1 error, 0 warnings, 0 acknowledged');
  });

  it('passes unacknowledged warnings unless --strict', () => {
    const dir = warned();
    expect(main([dir]).exitCode).toBe(0);
    const strict = main(['--strict', dir]);
    expect(strict.exitCode).toBe(1);
    expect(strict.output).toContain('Failed: 4 files linted, 0 errors, 1 warning, 0 acknowledged (strict: warnings fail too)');
    expect(main(['--strict', acknowledged()]).exitCode).toBe(0);
  });

  it('prints the problems as JSON', () => {
    const dir = acknowledged();
    const { exitCode, output } = main(['--format', 'json', dir]);
    expect(exitCode).toBe(0);
    const problems = JSON.parse(output) as Problem[];
    expect(problems).toMatchObject([
      { file: shown(dir, 'alpha.yaml'), severity: 'warning', rule: 'hidden-component', path: 'scoring.components[0].shown', acknowledged: reason },
    ]);
    expect(problems[0]!.line).toBeGreaterThan(1);
  });

  it('prints GitHub annotations, acknowledged ones as notices', () => {
    const errors = main(['--format=github', broken()]);
    expect(errors.exitCode).toBe(1);
    expect(errors.output).toMatch(/^::error file=[^,]*alpha\.yaml,line=\d+,col=\d+,title=duplicate-option::Option "manual" appears twice in question "tool"; /);
    const notices = main(['--format=github', acknowledged()]);
    expect(notices.output).toMatch(
      /^::notice file=[^,]*alpha\.yaml,line=\d+,col=\d+,title=hidden-component::The breakdown shows .* \(acknowledged: The spec keeps/,
    );
    expect(main(['--format=github', warned()]).output).toMatch(/^::warning file=/);
  });

  it('rejects a bad flag with the allowed values', () => {
    const format = main(['--format', 'xml']);
    expect(format.exitCode).toBe(2);
    expect(format.output).toContain('--format must be one of readable, json, github; got "xml"');
    const unknown = main(['--fix']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.output).toContain('unknown option "--fix"; allowed: --format readable|json|github, --strict, --paths, --help');
    expect(main(['no/such/folder'])).toMatchObject({ exitCode: 2, output: 'No such file or folder: no/such/folder\n' });
  });

  it('checks that a folder has its site, quotes and reports, but not a single file', () => {
    const dir = folder([department(), singles()[0]!]);
    const whole = main([dir]);
    expect(whole.exitCode).toBe(1);
    expect(whole.output).toContain('No definition file of kind "quotes"');
    expect(main([join(dir, 'alpha.yaml')])).toEqual({ exitCode: 0, output: 'Passed: 1 file linted, 0 errors, 0 warnings, 0 acknowledged\n' });
  });

  it('is strict in npm test, which CI runs: an unacknowledged warning fails the build', () => {
    const root = join(import.meta.dirname, '../..');
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    // npm test runs scripts/test.ts, whose parts name the commands they run
    expect(scripts.test).toBe('node --import tsx scripts/test.ts');
    expect(readFileSync(join(root, 'scripts/test.ts'), 'utf8')).toContain("command: 'npm run -s lint:definitions -- --strict'");
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });
});

describe('lint:definitions --paths', () => {
  const ads = () => folder([{ path: 'ads.yaml', text: branchingYaml }, department()]);

  it("prints each department's exact path count and, per condition, the smallest answers where it holds and where it does not", () => {
    const dir = ads();
    expect(main(['--paths', dir])).toEqual({
      exitCode: 0,
      output: [
        `ads (${shown(dir, 'ads.yaml')}): 128 paths`,
        '  step 3 "channels" when "chose(ads, \'yes\')"',
        '    holds for:    people=1, ads="yes", channels=["none"] (3 questions)',
        '    does not for: people=1, ads="no" (2 questions)',
        '  step 4 "reporting" when "people >= 5 and not chose(channels, \'none\')"',
        '    holds for:    people=5, ads="no", reporting="manual" (3 questions)',
        '    does not for: people=1, ads="no" (2 questions)',
        '',
        // 3 tools x 3 process levels (a multi-select counts its highest) x 2 sizes
        `alpha (${shown(dir, 'alpha.yaml')}): 18 paths`,
        '  no conditions: every question is always asked',
        '',
      ].join('\n'),
    });
  });

  it('reports one department by id, as JSON with --format json, and names the known ones for an unknown id', () => {
    const dir = ads();
    const json = JSON.parse(main(['--paths', 'ads', '--format', 'json', dir]).output) as { id: string; paths: number; conditions: { never?: boolean }[] }[];
    expect(json.map((d) => [d.id, d.paths, d.conditions.length])).toEqual([['ads', 128, 2]]);
    expect(main(['--paths=nope', dir])).toEqual({ exitCode: 2, output: 'No department "nope" to report paths for; departments: "ads", "alpha"\n' });
  });

  it('says when a condition never holds or always holds', () => {
    const dir = folder([
      { path: 'ads.yaml', text: branchingYaml.replace('people >= 5 and', 'people >= 50 and').replace('when: "chose(ads, \'yes\')"', 'when: "people >= 1"') },
    ]);
    const { output } = main(['--paths', 'ads', dir]);
    expect(output).toContain('    always holds (asked on every path, such as people=1, ads="yes", channels=["none"])');
    expect(output).toContain('    never holds (not asked on any path, such as people=1, ads="yes", channels=["none"])');
  });

  it('lists every rule in --help, the new ones included', () => {
    const { output } = main(['--help']);
    for (const rule of [
      'unreachable-step',
      'always-asked',
      'forward-reference',
      'self-reference',
      'unknown-option',
      'skipped-attrs',
      'number-range',
      'number-points',
      'progress-grows',
    ]) {
      expect(output).toMatch(new RegExp(`^  ${rule} +\\S`, 'm'));
    }
    expect(output).toContain('--paths    instead of linting');
  });
});
