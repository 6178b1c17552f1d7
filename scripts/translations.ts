import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMap, parse, parseDocument, YAMLMap } from 'yaml';
import { sourceHash, sourceOf, sourceTexts } from '../engine/i18n/translate.js';
import { loadDefinitions, type LoadedFile } from '../engine/load.js';
import { languageCodePattern } from '../engine/schema/translation.js';
import { definitionsDir, readSources } from '../node/read-definitions.js';

const usage = `usage: npm run translations -- <language> [--write] [folder]

Lists, per definition file, every text the language has no translation of (and every stale one).
--write adds each missing text to definitions/<language>/<file>.yaml with an empty text, the English as a comment
        above it and the hash of its source, ready to translate (the lint fails until each is filled in).`;

/** one text still to translate */
interface Todo {
  key: string;
  text: string;
  hash: string;
  stale: boolean;
}

/** the texts of a translation file that does not load, as far as they are written: empty ones are still to do */
function filledIn(file: LoadedFile | undefined): Record<string, { text: string; source: string }> {
  let texts: unknown;
  try {
    texts = file && (parse(file.source.text) as { texts?: unknown } | null)?.texts;
  } catch {
    return {};
  }
  if (!texts || typeof texts !== 'object') return {};
  return Object.fromEntries(
    Object.entries(texts as Record<string, { text?: unknown; source?: unknown }>).flatMap(([key, t]) =>
      t && typeof t.text === 'string' && t.text !== '' && typeof t.source === 'string' ? [[key, { text: t.text, source: t.source }]] : [],
    ),
  );
}

/** what is left to translate into a language, by translation file */
export function todo(language: string, dir = definitionsDir): Map<string, Todo[]> {
  const load = loadDefinitions(readSources([dir]));
  const out = new Map<string, Todo[]>();
  for (const file of load.files) {
    if (!file.data || file.data.kind === 'translation') continue;
    const target = join(dirname(file.source.path), language, basename(file.source.path));
    const own = load.files.find((f) => f.data?.kind === 'translation' && f.data.language === language && sourceOf(f, load.files) === file);
    // a file --write filled in part fails the schema (an empty text) until done: its filled-in texts still count
    const texts = own?.data?.kind === 'translation' ? own.data.texts : filledIn(load.files.find((f) => resolve(f.source.path) === resolve(target)));
    const left = sourceTexts(file.data).flatMap((t): Todo[] => {
      const hash = sourceHash(t.text);
      const have = texts[t.key];
      return have && have.source === hash ? [] : [{ key: t.key, text: t.text, hash, stale: Boolean(have) }];
    });
    if (left.length) out.set(target, left);
  }
  return out;
}

/** adds the missing texts to a translation file, keeping what it holds (comments included) */
function write(path: string, language: string, items: Todo[]): number {
  const doc = existsSync(path)
    ? parseDocument(readFileSync(path, 'utf8'))
    : parseDocument(
        `# yaml-language-server: $schema=../../schema/translations/${basename(path, '.yaml')}.schema.json\nkind: translation\nlanguage: ${language}\ntexts: {}\n`,
      );
  let texts = doc.get('texts', true);
  if (!isMap(texts) || texts.flow) {
    texts = new YAMLMap();
    doc.set('texts', texts);
  }
  let added = 0;
  // a text already in the file (translated or still empty) is kept as it is: running --write again loses nothing
  for (const item of items.filter((i) => !i.stale && !(texts as YAMLMap).has(i.key))) {
    const entry = doc.createNode({ text: '', source: item.hash }) as YAMLMap;
    entry.commentBefore = ` ${item.text.replace(/\n/g, ' ')}`;
    (texts as YAMLMap).set(item.key, entry);
    added++;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, doc.toString({ lineWidth: 0 }));
  return added;
}

export function main(argv: string[]): { exitCode: number; output: string } {
  const [language, ...rest] = argv.filter((a) => a !== '--write');
  if (!language || argv.includes('--help') || !languageCodePattern.test(language)) return { exitCode: 2, output: `${usage}\n` };
  const left = todo(language, rest[0] ?? definitionsDir);
  const lines: string[] = [];
  for (const [path, items] of left) {
    if (argv.includes('--write')) lines.push(`${path}: added ${write(path, language, items)} texts to translate`);
    else
      lines.push(
        `${path}: ${items.length} to translate`,
        ...items.map((i) => `  ${i.key}${i.stale ? ' (stale)' : ''}: ${JSON.stringify(i.text)} (source: ${i.hash})`),
      );
  }
  return { exitCode: 0, output: `${lines.length ? lines.join('\n') : `every text has its ${language} translation`}\n` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, output } = main(process.argv.slice(2));
  (exitCode === 2 ? process.stderr : process.stdout).write(output);
  process.exitCode = exitCode;
}
