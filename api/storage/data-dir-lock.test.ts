import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const root = resolve(import.meta.dirname, '../..');
const base = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** the id of a process that has exited: what a server killed with kill -9 leaves in its lock */
const deadPid = (): number =>
  spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout as unknown as number;

// each contender waits for the same moment of every round and tries the round's folder; the one that won holds it
// until every contender has tried (marked beside the folder), however late a busy machine lets one of them try
const contender = `
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { lockDataDir } from './api/storage/data-dir-lock.ts';
const [start, gap, contenders, ...dirs] = process.argv.slice(1);
const sleep = (until) => new Promise((r) => setTimeout(r, Math.max(0, until - Date.now())));
for (const [r, dir] of dirs.entries()) {
  const at = Number(start) + r * Number(gap);
  while (Date.now() < at - 2) await sleep(at - 2);
  while (Date.now() < at) {}
  let release;
  try {
    release = lockDataDir(dir);
    console.log(r + ' locked');
  } catch (e) {
    console.log(r + ' refused ' + e.message.split(';')[0]);
  }
  const tried = dir + '.tried';
  mkdirSync(tried, { recursive: true });
  writeFileSync(tried + '/' + process.pid, '');
  if (release) {
    while (readdirSync(tried).length < Number(contenders)) await sleep(Date.now() + 10);
    release();
  }
}`;

describe('the data folder lock', () => {
  it('of several servers starting together on a folder with a stale lock, exactly one runs, round after round', { timeout: 120_000 }, async () => {
    const rounds = 12;
    const contenders = 4;
    const dirs = Array.from({ length: rounds }, (_, r) => {
      const dir = join(base, `round-${r}`);
      lockDataDir(dir)();
      writeFileSync(join(dir, 'server.pid'), `${deadPid()}\n`);
      return dir;
    });
    const start = Date.now() + 4000;
    const outputs = await Promise.all(
      Array.from({ length: contenders }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', contender, String(start), '300', String(contenders), ...dirs], {
          cwd: root,
        });
        let out = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        child.stderr.on('data', (c: Buffer) => (out += c.toString()));
        return new Promise<string>((done) => child.on('exit', () => done(out)));
      }),
    );
    const lines = outputs.flatMap((o) => o.trim().split('\n'));
    for (let r = 0; r < rounds; r++) {
      const round = lines.filter((l) => l.startsWith(`${r} `));
      expect(
        round.filter((l) => l.endsWith('locked')),
        `round ${r}: ${round.join(' | ')}`,
      ).toHaveLength(1);
      expect(round.filter((l) => l.includes('refused the data folder') && l.includes('is in use by another server'))).toHaveLength(contenders - 1);
    }
  });

  it('writes its process id whole, and a release leaves a lock it does not hold alone', () => {
    const dir = join(base, 'own');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(`${process.pid}\n`);
    release();
    const other = `${deadPid()}\n`;
    writeFileSync(join(dir, 'server.pid'), other);
    release();
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(other);
  });

  it('takes over a lock that names no process (an old server that died while writing it)', () => {
    const dir = join(base, 'empty');
    lockDataDir(dir)();
    writeFileSync(join(dir, 'server.pid'), '');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(`${process.pid}\n`);
    release();
  });
});
