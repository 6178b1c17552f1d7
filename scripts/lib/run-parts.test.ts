import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runParts, summary, tailLines, type Part } from './run-parts.js';

const node = (code: string) => `node -e ${JSON.stringify(code)}`;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** runs the parts and keeps what they printed */
async function run(parts: Part[], cores = 2) {
  dir = mkdtempSync(join(tmpdir(), 'run-parts-'));
  let text = '';
  const results = await runParts(parts, { cores, cwd: dir, out: (t) => void (text += t) });
  return { results, text };
}

describe('runParts: the parts of npm test', () => {
  it('names every part with its outcome, and runs none whose needed part failed', async () => {
    const { results } = await run([
      { name: 'build', command: node('process.exit(3)'), cores: 1 },
      { name: 'lint', command: node('process.exit(0)'), cores: 1 },
      { name: 'browser', command: node('process.exit(0)'), cores: 2, after: ['build'] },
    ]);
    expect(results.map((r) => [r.name, r.outcome, r.note])).toEqual([
      ['build', 'failed', 'exit 3'],
      ['lint', 'passed', undefined],
      ['browser', 'not run', 'needs build, which failed'],
    ]);
    const closing = summary(results, 65_000, 2).trim().split('\n').at(-1);
    expect(closing).toBe('npm test failed: build, browser (2 of 3 parts) in 1m 05s');
  });

  it("repeats the end of a failed part's output above the closing table, where a log cut to its end still shows it", async () => {
    const { results } = await run([
      { name: 'servers', command: node("for (let i = 1; i <= 100; i++) console.log('line ' + i); process.exit(1)"), cores: 1 },
      { name: 'quiet', command: node("console.log('fine')"), cores: 1 },
    ]);
    const lines = summary(results, 1000, 2).trim().split('\n');
    const from = lines.indexOf('── servers failed; the end of its output:');
    expect(lines.slice(from + 1, from + 1 + tailLines)).toEqual(Array.from({ length: tailLines }, (_, i) => `line ${100 - tailLines + 1 + i}`));
    expect(lines.indexOf("npm test, by part (side by side within 2 cores; each part's own time):")).toBeGreaterThan(from + tailLines);
    expect(lines.join('\n')).not.toContain('fine');
  });

  it('says the run passed when every part did', async () => {
    const { results } = await run([{ name: 'only', command: node(''), cores: 1 }]);
    expect(summary(results, 1234, 2).trim().split('\n').at(-1)).toBe('npm test passed: 1 parts in 1.2 s');
  });

  it("prints each part's output whole, in the order the parts started, between its header and its outcome", async () => {
    const { text } = await run([
      { name: 'slow', command: node("for (let i = 0; i < 3; i++) console.log('slow ' + i)"), cores: 1 },
      { name: 'quick', command: node("console.log('quick'); console.error('quick on stderr')"), cores: 1 },
    ]);
    const lines = text.split('\n').filter(Boolean);
    const slow = lines.findIndex((l) => l.startsWith('── slow:'));
    const quick = lines.findIndex((l) => l.startsWith('── quick:'));
    expect(lines.slice(slow + 1, slow + 4)).toEqual(['slow 0', 'slow 1', 'slow 2']);
    expect(lines[slow + 4]).toMatch(/^── slow passed in /);
    expect(quick).toBe(slow + 5);
    expect(lines.slice(quick + 1, quick + 3)).toEqual(['quick', 'quick on stderr']);
  });

  it('never runs more parts at once than their cores allow', async () => {
    // with one core the second part starts once the first has ended, so it finds the first's mark; the first's
    // pause only spreads them apart when both wrongly run at once (however slow the machine, a right run passes)
    const first = node("setTimeout(() => require('fs').writeFileSync('first', ''), 500)");
    const second = node("if (!require('fs').existsSync('first')) process.exit(1)");
    const { results } = await run(
      [
        { name: 'first', command: first, cores: 1 },
        { name: 'second', command: second, cores: 1 },
      ],
      1,
    );
    expect(results.map((r) => r.outcome)).toEqual(['passed', 'passed']);
  });

  it('refuses a part that needs one not among the parts', async () => {
    await expect(run([{ name: 'e2e', command: node(''), cores: 1, after: ['build'] }])).rejects.toThrow(
      'part "e2e" needs "build", which is not among the parts',
    );
  });
});
