import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sourceHash } from '../engine/i18n/translate.js';
import { minimalYaml } from '../tests/definitions/minimal-department.js';
import { singles } from '../tests/lint/sources.js';
import { main } from './translations.js';

// a folder of definitions in English and French: the minimal department with the clean site, quotes and reports
let dir: string;
let french: string;
const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const run = (...argv: string[]) => main([...argv, relative(process.cwd(), dir)]);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'translations-'));
  french = join(relative(process.cwd(), dir), 'fr', 'widgets.yaml');
  write('widgets.yaml', minimalYaml);
  for (const s of singles())
    write(s.path, s.text.replace('kind: site\n', 'kind: site\nlanguages: [{ code: en, name: English }, { code: fr, name: Français }]\n'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run translations', () => {
  it('lists per translation file each text still to translate, its English and the hash to write', () => {
    const { exitCode, output } = run('fr');
    expect(exitCode).toBe(0);
    expect(output).toContain(`${french}: `);
    expect(output).toContain(`  wizard.steps.size.question: "How many people?" (source: ${sourceHash('How many people?')})\n`);
    expect(output).toContain(`  bands.card.bands.0.text: "High" (source: ${sourceHash('High')})\n`);
  });

  it('marks a text whose English changed since it was translated as stale, and leaves out one up to date', () => {
    write(
      'fr/widgets.yaml',
      'kind: translation\nlanguage: fr\ntexts:\n' +
        '  wizard.steps.size.question: { text: Combien ?, source: "00000000" }\n' +
        `  wizard.steps.tools.question: { text: Quels outils ?, source: "${sourceHash('Which tools?')}" }\n`,
    );
    const { output } = run('fr');
    expect(output).toContain(`  wizard.steps.size.question (stale): "How many people?" (source: ${sourceHash('How many people?')})\n`);
    expect(output).not.toContain('wizard.steps.tools.question');
  });

  it('--write adds each missing text with an empty text, its hash and the English as a comment above the text', () => {
    const { output } = run('fr', '--write');
    expect(output).toMatch(new RegExp(`^${french.replace(/[.\\]/g, '\\$&')}: added \\d+ texts to translate$`, 'm'));
    const text = readFileSync(join(dir, 'fr/widgets.yaml'), 'utf8');
    expect(text.split('\n').slice(0, 3)).toEqual([
      '# yaml-language-server: $schema=../../schema/translations/widgets.schema.json',
      'kind: translation',
      'language: fr',
    ]);
    expect(text).toContain(`  wizard.steps.size.question:\n    # How many people?\n    text: ""\n    source: ${sourceHash('How many people?')}\n`);
    const data = parse(text) as { texts: Record<string, { text: string; source: string }> };
    expect(Object.values(data.texts).every((t) => t.text === '' && /^[0-9a-f]{8}$/.test(t.source))).toBe(true);
  });

  it('--write keeps the entries, comments and stale texts a file holds, and adds only what is missing', () => {
    const before =
      '# yaml-language-server: $schema=../../schema/translations/widgets.schema.json\nkind: translation\nlanguage: fr\ntexts:\n' +
      '  # checked with the sales team\n' +
      `  wizard.steps.tools.question: { text: Quels outils ?, source: "${sourceHash('Which tools?')}" }\n` +
      '  wizard.steps.size.question: { text: Combien ?, source: "00000000" }\n';
    write('fr/widgets.yaml', before);
    run('fr', '--write');
    const after = readFileSync(join(dir, 'fr/widgets.yaml'), 'utf8');
    expect(after).toContain(
      `  # checked with the sales team\n  wizard.steps.tools.question: { text: Quels outils ?, source: "${sourceHash('Which tools?')}" }\n  wizard.steps.size.question: { text: Combien ?, source: "00000000" }\n`,
    );
    expect(after).toContain(`  wizard.steps.vendor.question:\n    # Which vendor?\n    text: ""\n`);
    // a stale text keeps its translation for the translator to check; only its hash tells it is stale
    expect(after.match(/wizard\.steps\.size\.question/g)).toHaveLength(1);
  });

  // the second --write of a file half translated reset every text it held to "" (the file fails the schema while a text is empty)
  it('--write again keeps what was translated since, and the listing leaves it out', () => {
    run('fr', '--write');
    const path = join(dir, 'fr/widgets.yaml');
    const filled = readFileSync(path, 'utf8').replace('# How many people?\n    text: ""', '# How many people?\n    text: Combien de personnes ?');
    writeFileSync(path, filled);
    expect(run('fr').output).not.toContain('wizard.steps.size.question');
    expect(run('fr', '--write').output).toContain(`${french}: added 0 texts to translate`);
    expect(readFileSync(path, 'utf8')).toBe(filled);
  });

  it('says when every text is translated, and refuses a command line without a language', () => {
    // each file's listing, written as its translation
    const files = new Map<string, string[]>();
    let file = '';
    for (const line of run('fr').output.split('\n')) {
      const head = /^(\S+): \d+ to translate$/.exec(line);
      const item = /^ {2}(\S+): (".*") \(source: (\w+)\)$/.exec(line);
      if (head) files.set((file = head[1]!), []);
      else if (item) files.get(file)!.push(`  ${JSON.stringify(item[1])}: { text: ${JSON.stringify(`fr ${JSON.parse(item[2]!)}`)}, source: "${item[3]}" }`);
    }
    expect(files.size).toBe(4);
    mkdirSync(join(dir, 'fr'));
    for (const [path, entries] of files) writeFileSync(path, `kind: translation\nlanguage: fr\ntexts:\n${entries.join('\n')}\n`);
    expect(run('fr').output).toBe('every text has its fr translation\n');
    expect(main([])).toMatchObject({ exitCode: 2, output: expect.stringContaining('usage: npm run translations -- <language>') });
    expect(main(['French'])).toMatchObject({ exitCode: 2 });
  });
});
