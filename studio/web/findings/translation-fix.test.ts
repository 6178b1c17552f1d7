import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lint } from '../../../engine/lint/index.js';
import type { Problem } from '../../../engine/problem.js';
import { readSources } from '../../../node/read-definitions.js';
import { missingKey } from './missing-key.js';
import { addTranslation } from './translation-fix.js';

// the site (its languages), HR and HR's Spanish texts, as the studio lints them
const shipped = readSources().filter((s) => /definitions\/(site|hr|es\/hr)\.yaml$/.test(s.path));
const text = (name: string) => shipped.find((s) => s.path.endsWith(`definitions/${name}`))!.text;
const lintWith = (es: string): Problem[] =>
  lint(
    shipped.map((s) => (s.path.endsWith('es/hr.yaml') ? { ...s, text: es } : s)),
    { wholeSet: false },
  );

/** es/hr.yaml without one key's entry (its four lines) */
function without(key: string): string {
  const lines = text('es/hr.yaml').split('\n');
  const at = lines.indexOf(`  ${key}:`);
  expect(at, `es/hr.yaml has ${key}`).toBeGreaterThan(0);
  lines.splice(at, 4);
  return lines.join('\n');
}

const missingOf = (problems: Problem[], key: string) => problems.find((p) => missingKey(p)?.key === key);

describe('the one-click fix of a missing translation key', () => {
  it('puts the key back where it stood, the source text as its value, and the lint no longer finds it missing', () => {
    const es = without('landing.heading');
    const before = lintWith(es);
    const finding = missingOf(before, 'landing.heading');
    expect(finding?.message).toContain('definitions/es/hr.yaml');
    const fixed = addTranslation(finding!, text('hr.yaml'), es)!;
    // after the key before it in hr.yaml, written as the file writes its texts: the English as a comment and as the text
    const lines = fixed.split('\n');
    const at = lines.indexOf('  landing.heading:');
    expect(lines[at - 1]).toMatch(/^ {4}source: [0-9a-f]{8}$/);
    expect(lines.slice(at - 4, at)[0]).toBe('  landing.metaDescription:');
    expect(lines.slice(at, at + 4)).toEqual([
      '  landing.heading:',
      '    # AI-Powered HR Transformation',
      '    text: AI-Powered HR Transformation',
      `    source: ${missingKey(finding!)!.hash}`,
    ]);
    // every other line as it was
    expect(fixed.replace(lines.slice(at, at + 4).join('\n') + '\n', '')).toBe(es);
    const after = lintWith(fixed);
    expect(missingOf(after, 'landing.heading')).toBeUndefined();
    expect(after.map((p) => p.message)).toEqual(before.filter((p) => p !== finding).map((p) => p.message));
  });

  it('goes first when no key before it in the source is translated, and quotes a text YAML would read otherwise', () => {
    const es = without('title');
    const finding = missingOf(lintWith(es), 'title')!;
    const fixed = addTranslation(finding, text('hr.yaml'), es)!;
    expect(fixed.split('\n').slice(3, 8)).toEqual([
      'texts:',
      '  title:',
      '    # Human Resources',
      '    text: Human Resources',
      `    source: ${missingKey(finding)!.hash}`,
    ]);
    // a text YAML would read otherwise (a colon, quotes, a #) is quoted: read back, it is the same text
    const odd = 'Yes: "quoted" # not a comment';
    const source = text('hr.yaml').replace(/^title: .*$/m, `title: ${JSON.stringify(odd)}`);
    const sources = shipped.map((s) =>
      s.path.endsWith('es/hr.yaml') ? { ...s, text: es } : s.path.endsWith('definitions/hr.yaml') ? { ...s, text: source } : s,
    );
    const oddFixed = addTranslation(missingOf(lint(sources, { wholeSet: false }), 'title')!, source, es)!;
    expect((parse(oddFixed) as { texts: Record<string, { text: string }> }).texts.title!.text).toBe(odd);
  });

  it('offers nothing once the finding no longer holds: the key is there, or the source text changed since', () => {
    const es = without('landing.heading');
    const finding = missingOf(lintWith(es), 'landing.heading')!;
    expect(addTranslation(finding, text('hr.yaml'), text('es/hr.yaml'))).toBeUndefined();
    const changed = text('hr.yaml').replace('heading: AI-Powered HR Transformation', 'heading: Another heading');
    expect(addTranslation(finding, changed, es)).toBeUndefined();
  });
});
