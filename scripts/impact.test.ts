import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalYaml } from '../tests/definitions/minimal-department.js';
import { pairs } from '../tests/impact/pairs.js';
import { main } from './impact.js';

let repo: string;
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=qa@example.com', '-c', 'user.name=QA', ...args], { cwd: repo, stdio: 'pipe' });
const run = (...argv: string[]) => main(['--no-visitors', ...argv], repo);

beforeAll(() => {
  // a repository whose last commit holds the minimal department; the working tree then raises basic's points
  repo = mkdtempSync(join(tmpdir(), 'impact-cli-'));
  mkdirSync(join(repo, 'definitions'));
  writeFileSync(join(repo, 'definitions/widgets.yaml'), minimalYaml);
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  writeFileSync(join(repo, 'definitions/widgets.yaml'), pairs.changedPoints);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('npm run impact', () => {
  it('writes a pull-request comment in Markdown', async () => {
    const { exitCode, output } = await run('--format', 'markdown');
    expect(exitCode).toBe(0);
    await expect(output.replace(/\b[0-9a-f]{7,}\b/g, '<commit>')).toMatchFileSnapshot('__snapshots__/impact.changed-points.md');
  });

  it('reads as text by default: the band table and the answers that move most', async () => {
    const { output } = await run();
    expect(output).toMatch(/Band set "card", from -> to:\n\s+from\s+to\s+answer sets\s+share\n\s+Low\s+High\s+4\s+14\.3%/);
    expect(output).toContain('size: Small; tools: Basic + Smart; vendor: Acme: score 10, savings 1,040 -> 5,200, hours 104 -> 520');
  });

  it('fails only on the changes asked for', async () => {
    expect((await run('--fail-on', 'band-change')).exitCode).toBe(1);
    expect((await run('--fail-on', 'recommendation-change')).exitCode).toBe(0);
    const both = await run('--fail-on', 'recommendation-change,score-change');
    expect([both.exitCode, both.output.trim().split('\n').at(-1)]).toEqual([1, 'Failed: score-change (--fail-on)']);
  });

  it('gives JSON with the counts, and nothing changed against the working tree itself', async () => {
    const json = JSON.parse((await run('--format', 'json')).output);
    expect(json.departments[0]).toMatchObject({ department: 'widgets', status: 'changed', answers: { changed: { score: 8, band: 4 } } });
    writeFileSync(join(repo, 'definitions/widgets.yaml'), minimalYaml);
    expect((await run('--fail-on', 'score-change')).output).toContain('Departments: 0 changed, 0 added, 0 removed, 0 broken, 1 unchanged.');
    writeFileSync(join(repo, 'definitions/widgets.yaml'), pairs.changedPoints);
  });

  it('says what is wrong with a command line', async () => {
    expect(await run('--fail-on', 'everything')).toMatchObject({
      exitCode: 2,
      output: expect.stringContaining('--fail-on must be one of score-change, band-change'),
    });
    expect(await run('--base', 'no-such-ref')).toMatchObject({ exitCode: 2, output: expect.stringContaining('"no-such-ref" is not a commit') });
  });
});
