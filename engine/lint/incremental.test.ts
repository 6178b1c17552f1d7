import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSources } from '../../node/read-definitions.js';
import { loadDefinitions, type SourceFile } from '../load.js';
import { incrementalLint } from './incremental.js';
import { lint, type LintOptions } from './index.js';
import { unreachableBidding } from '../../tests/fixtures/studio-departments.js';

const shipped = readSources();
// a set that cannot draw one emoji the definitions use, so emoji-glyph has something to find
const options: LintOptions = { exists: existsSync, emojiSet: { name: 'a test set', draws: (glyph) => glyph !== '💰' } };
const pathOf = (name: string) => shipped.find((s) => s.path.endsWith(`/${name}`))!.path;
const edit = (sources: SourceFile[], path: string, change: (text: string) => string) =>
  sources.map((s) => (s.path === path ? { ...s, text: change(s.text) } : s));

// a key: value line, whose value another line of the same key may take (an id, a route, a label of another file)
const keyLine = /^(\s*-?\s*)([\w-]+): (\S.*)$/;

type Edit =
  | { kind: 'insert'; file: number; at: number; char: string }
  | { kind: 'delete-line'; file: number; line: number }
  | { kind: 'take-value'; file: number; line: number; from: number; fromLine: number }
  | { kind: 'revert'; file: number }
  | { kind: 'drop'; file: number };

/** one edit applied as an editor would make it: texts change, files come and go, paths keep their order */
function apply(sources: SourceFile[], e: Edit): SourceFile[] {
  const target = shipped[e.file % shipped.length]!;
  const current = sources.find((s) => s.path === target.path);
  if (e.kind === 'drop') {
    if (current) return sources.filter((s) => s !== current);
    return shipped.flatMap((s) => (s === target ? [s] : sources.filter((x) => x.path === s.path)));
  }
  if (!current) return sources;
  const lines = current.text.split('\n');
  const change = (text: string) => edit(sources, current.path, () => text);
  switch (e.kind) {
    case 'insert': {
      const at = e.at % (current.text.length + 1);
      return change(current.text.slice(0, at) + e.char + current.text.slice(at));
    }
    case 'delete-line':
      return change(lines.filter((_, i) => i !== e.line % lines.length).join('\n'));
    case 'take-value': {
      const own = lines.flatMap((l, i) => (keyLine.test(l) ? [i] : []));
      if (!own.length) return sources;
      const i = own[e.line % own.length]!;
      const [, lead, key] = keyLine.exec(lines[i]!)!;
      const others = sources.flatMap((s) => s.text.split('\n').flatMap((l) => (keyLine.exec(l)?.[2] === key ? [keyLine.exec(l)![3]!] : [])));
      lines[i] = `${lead}${key}: ${others[e.fromLine % others.length]}`;
      return change(lines.join('\n'));
    }
    case 'revert':
      return change(target.text);
  }
}

const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), file: fc.nat(), at: fc.nat(), char: fc.constantFrom(' ', 'x', ':', '{', '}', '-', '#', '\n', '"', '  ') }),
  fc.record({ kind: fc.constant('delete-line' as const), file: fc.nat(), line: fc.nat() }),
  fc.record({ kind: fc.constant('take-value' as const), file: fc.nat(), line: fc.nat(), from: fc.nat(), fromLine: fc.nat() }),
  fc.record({ kind: fc.constant('revert' as const), file: fc.nat() }),
  fc.record({ kind: fc.constant('drop' as const), file: fc.nat() }),
);

describe('incrementalLint', () => {
  it('finds what lint() finds over the shipped definitions after every edit of a sequence', () => {
    fc.assert(
      fc.property(fc.array(edits, { minLength: 1, maxLength: 4 }), (sequence) => {
        const linter = incrementalLint(options);
        let sources = shipped;
        expect(linter.lint(sources)).toEqual(lint(sources, options));
        for (const e of sequence) {
          sources = apply(sources, e);
          expect(linter.lint(sources)).toEqual(lint(sources, options));
        }
      }),
      { numRuns: 4 },
    );
  });

  it('shows a finding in another file that an edit causes, and takes it away when the edit is undone', () => {
    const linter = incrementalLint(options);
    const hr = pathOf('hr.yaml');
    const sales = shipped.find((s) => s.path === pathOf('sales.yaml'))!;
    const salesId = /^id: (\S+)/m.exec(sales.text)![1]!;
    const before = linter.lint(shipped);
    const clash = edit(shipped, hr, (t) => t.replace(/^id: \S+/m, `id: ${salesId}`));
    const found = linter.lint(clash).filter((p) => p.rule === 'duplicate-id');
    expect(found.map((p) => p.file)).toContain(sales.path);
    expect(found.map((p) => p.file)).toContain(hr);
    expect(linter.lint(shipped)).toEqual(before);
  });

  it('finds the stale translation that an edit of a source text causes in its translation file', () => {
    const linter = incrementalLint(options);
    linter.lint(shipped);
    const hr = pathOf('hr.yaml');
    const title = /^(\s+title: )(\S.*)$/m;
    const edited = edit(shipped, hr, (t) => t.replace(title, (_, lead: string, text: string) => `${lead}${text.replace(/^"/, '"Now ')}X`));
    const stale = linter.lint(edited).filter((p) => p.rule === 'stale-translation');
    expect(stale.map((p) => p.file)).toEqual([pathOf('es/hr.yaml')]);
    expect(linter.lint(edited)).toEqual(lint(edited, options));
  });

  it('places a proof finding at its new line after a text edit moves it, though the proof is not run again', () => {
    const path = pathOf('marketing.yaml');
    const broken = edit(shipped, path, () => unreachableBidding());
    const linter = incrementalLint(options);
    const before = linter.lint(broken).find((p) => p.rule === 'unreachable-step')!;
    // two lines more at the top: the same logic, every position two lines down
    const moved = edit(broken, path, (t) => `# a note\n# another\n${t}`);
    const after = linter.lint(moved).find((p) => p.rule === 'unreachable-step')!;
    expect(after).toEqual({ ...before, line: before.line + 2 });
    expect(linter.lint(moved)).toEqual(lint(moved, options));
  });

  it('loads as loadDefinitions does, the edited text in place', () => {
    const linter = incrementalLint(options);
    linter.load(shipped);
    const renamed = edit(shipped, pathOf('hr.yaml'), (t) => t.replace(/^(\s+title: )"?/m, '$1"Renamed: '));
    const load = linter.load(renamed);
    const fresh = loadDefinitions(renamed);
    expect(load.definitions?.departments.map((d) => d.wizard.steps[0]!.title)).toEqual(fresh.definitions?.departments.map((d) => d.wizard.steps[0]!.title));
    expect(load.problems).toEqual(fresh.problems);
  });
});
