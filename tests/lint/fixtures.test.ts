import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../engine/lint/index.js';
import { formatProblem } from '../../engine/problem.js';
import { singles } from './sources.js';

// each fixture is a small broken definition whose first line says what the lint must find: "# expect: band-gap@14 schema@22";
// they are grouped as the lint's rules are (files/, steps/, scores/, results/, i18n/, theme/)
const dir = join(import.meta.dirname, 'fixtures');
const fixtures = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.yaml'))
  .sort();

function expectations(text: string): { rule: string; line: number }[] {
  const header = /^# expect:(.*)$/m.exec(text.split('\n')[0] ?? '');
  if (!header) throw new Error('the first line must read "# expect: rule@line ..."');
  return header[1]!
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [rule, line] = token.split('@');
      return { rule: rule!, line: Number(line) };
    });
}

describe('lint fixtures', () => {
  it('covers the rules content editors meet most', () => {
    const covered = new Set(fixtures.flatMap((f) => expectations(readFileSync(join(dir, f), 'utf8')).map((e) => e.rule)));
    const needed = ['yaml-syntax', 'duplicate-key', 'forbidden-key', 'alias-bomb', 'schema', 'unknown-identifier', 'expression-syntax'];
    needed.push('duplicate-option', 'band-gap', 'band-beyond-max', 'band-unreachable', 'band-scale', 'component-max', 'hidden-component');
    needed.push('step-count-mismatch', 'unknown-route', 'unused-acknowledgement');
    needed.push(
      'forward-reference',
      'self-reference',
      'unknown-option',
      'unreachable-step',
      'always-asked',
      'skipped-attrs',
      'skipped-unused',
      'number-range',
      'number-points',
    );
    needed.push('unknown-placeholder', 'invalid-sample', 'growing-field', 'duplicate-recommendation', 'breakdown-shares', 'attribute-mismatch');
    needed.push('pdf-glyph', 'theme-contrast');
    expect(needed.filter((rule) => !covered.has(rule))).toEqual([]);
  });

  it.each(fixtures)('%s: reports what its first line expects, and no other error', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    const expected = expectations(text);
    // the lint sees the file as it always did, alone in its folder
    const file = basename(name);
    // a site fixture stands in for the clean site (two would be one too many)
    const kind = /^kind: (\w+)$/m.exec(text)?.[1];
    const problems = lint([{ path: file, text }, ...singles().filter((s) => s.path !== `${kind}.yaml`)]);
    const listed = problems.map(formatProblem).join('\n');
    const isExpected = (p: { file: string; rule: string; line: number }) => p.file === file && expected.some((e) => e.rule === p.rule && e.line === p.line);
    for (const e of expected) {
      expect(
        problems.some((p) => p.file === file && p.rule === e.rule && p.line === e.line),
        `${e.rule}@${e.line} in:\n${listed}`,
      ).toBe(true);
    }
    expect(problems.filter((p) => p.severity === 'error' && !isExpected(p)).map(formatProblem)).toEqual([]);
  });
});
