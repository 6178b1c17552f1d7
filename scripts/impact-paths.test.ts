import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchingYaml, minimalYaml } from '../tests/definitions/minimal-department.js';
import { pairs } from '../tests/impact/pairs.js';
import { departmentImpact } from '../engine/impact/department.js';
import { replay } from '../engine/impact/replay.js';
import type { Answers } from '../engine/answers/answers.js';
import { evaluate } from '../engine/evaluation/evaluate.js';
import { main } from './impact.js';
import { renderDepartment, styles } from '../engine/impact/render.js';

let repo: string;
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=qa@example.com', '-c', 'user.name=QA', ...args], { cwd: repo, stdio: 'pipe' });
const run = (...argv: string[]) => main(['--no-visitors', ...argv], repo);

beforeAll(() => {
  // the last commit holds the branching department; the working tree asks reporting of teams from 10, not 5
  repo = mkdtempSync(join(tmpdir(), 'impact-paths-'));
  mkdirSync(join(repo, 'definitions'));
  writeFileSync(join(repo, 'definitions/ads.yaml'), branchingYaml);
  writeFileSync(join(repo, 'definitions/widgets.yaml'), minimalYaml);
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  writeFileSync(join(repo, 'definitions/ads.yaml'), branchingYaml.replace('people >= 5', 'people >= 10'));
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('npm run impact of questions that depend on earlier answers', () => {
  it('counts the answer sets that now see other questions, in the table of every answer set', async () => {
    const { output } = await run('definitions/ads.yaml');
    // teams of 5-9 answered reporting and no longer see it: 5 x 8 of the 164 answer sets
    expect(output).toContain(
      '164 answer sets a visitor could send to both versions (multi-selects counted by every combination; an answer set holds the answers to the questions either version asks)',
    );
    expect(output).toMatch(/\n\s+other questions\s+40\s+24\.4%\n/);
    const md = (await run('definitions/ads.yaml', '--format', 'markdown')).output;
    expect(md).toContain('| other questions | 40 | 24.4% |');
  });

  it('gives the count in JSON and fails on it when asked', async () => {
    const json = JSON.parse((await run('definitions/ads.yaml', '--format', 'json')).output);
    expect(json.departments[0]).toMatchObject({ department: 'ads', answers: { questions: 40, conditional: true, changed: { score: 20, band: 15 } } });
    const failed = await run('definitions/ads.yaml', '--fail-on', 'question-change');
    expect([failed.exitCode, failed.output.trim().split('\n').at(-1)]).toEqual([1, 'Failed: question-change (--fail-on)']);
  });

  it('a department without conditions shows no question row unless its steps change', async () => {
    writeFileSync(join(repo, 'definitions/widgets.yaml'), pairs.changedPoints);
    const same = await run('definitions/widgets.yaml', '--fail-on', 'question-change');
    expect([same.exitCode, same.output.includes('other questions')]).toEqual([0, false]);
    writeFileSync(
      join(repo, 'definitions/widgets.yaml'),
      minimalYaml
        .replace(/ {4}- field: vendor[\s\S]*?(?=scoring:)/, '')
        .replace('from: [vendor], shown: false', 'from: [size], shown: false')
        .replace('  fee: fee\n', ''),
    );
    // without vendor every one of the 28 answer sets is asked one question fewer
    expect((await run('definitions/widgets.yaml')).output).toMatch(/\n\s+other questions\s+28\s+100\.0%\n/);
    writeFileSync(join(repo, 'definitions/widgets.yaml'), minimalYaml);
  });

  it('says which past visitors answered questions no longer asked, and which would be asked more', () => {
    const unconditional = branchingYaml.replace(
      `      when: "people >= 5 and not chose(channels, 'none')"\n      skipped: { points: 0, attrs: { reportHours: 0 } }\n`,
      '',
    );
    const r = departmentImpact({ path: 'definitions/ads.yaml', text: branchingYaml }, { path: 'definitions/ads.yaml', text: unconditional })!;
    const answers: Answers[] = [
      { people: 3, ads: 'no' },
      { people: 12, ads: 'no', reporting: 'manual' },
    ];
    r.impact.visitors = replay(
      answers.map((a) => ({ answers: a, definitionHash: r.before!.hash, results: evaluate(r.before!, a) })),
      r.after!,
      r.before,
      new Map(),
    );
    expect(renderDepartment(styles.text, r.impact)).toContain(
      `2 stored calculations answered by the base version (${r.before!.hash}); 1 would now be asked 1 more question (not compared). Re-evaluated with the new definition: 0 (0.0%) would see another score`,
    );
  });

  it('compares an edit of a department with a number question over a wide range, every value exactly (not refused)', async () => {
    // 80,000 team sizes x 14 answers to the rest (7 tool sets x 2 vendors, "other" once) = 1,120,000 answer sets:
    // past the 1,000,000 classes a walk of every path takes, so the number question is walked apart
    const wide = minimalYaml.replace(
      / {4}- field: size\n[\s\S]*?(?= {4}- field: tools)/,
      '    - field: people\n      kind: number\n      role: team-size\n      question: How many people?\n      number: { min: 1, max: 80000, unit: people }\n',
    );
    writeFileSync(join(repo, 'definitions/widgets.yaml'), wide);
    git('add', '.');
    git('commit', '-qm', 'a number question over a wide range');
    writeFileSync(join(repo, 'definitions/widgets.yaml'), wide.replace('rate: 10 #', 'rate: 12 #'));
    const json = JSON.parse((await run('definitions/widgets.yaml', '--format', 'json')).output);
    expect(json.departments[0].notCompared).toBeUndefined();
    // a dearer hour changes every answer set's savings (hours are never 0) and nothing else
    expect(json.departments[0].answers).toMatchObject({
      answerSets: { before: 1_120_000, after: 1_120_000, both: 1_120_000, onlyBefore: 0, onlyAfter: 0 },
      changed: { score: 0, band: 0, recommendations: 0, figures: 1_120_000 },
    });
    const savings = json.departments[0].answers.figures.find((f: { name: string }) => f.name === 'savings');
    // the fewest hours: 1 person x 1 manual hour (smart tools) x 52 weeks; the most: 80,000 x 8 x 52
    expect([savings.before.min, savings.after.min, savings.before.max, savings.after.max]).toEqual([520, 624, 332_800_000, 399_360_000]);
    writeFileSync(join(repo, 'definitions/widgets.yaml'), minimalYaml);
    git('add', '.');
    git('commit', '-qm', 'back to the minimal department');
  }, 120_000);
});
