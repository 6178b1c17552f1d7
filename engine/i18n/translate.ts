import { contentHash } from '../hash.js';
import { schemasByKind, type DefinitionFile, type Translation } from '../schema/index.js';
import { textsOf, type TextAt } from './texts.js';

/** the hash a translation keeps of the source text it was made from (stale-translation compares it) */
export const sourceHash = (text: string): string => contentHash(text).slice(0, 8);

type SourceData = Exclude<DefinitionFile, Translation>;
/** a loaded definition file as far as translations need it (engine/load.ts's LoadedFile, which loads through here) */
interface LoadedFile {
  source: { path: string };
  data?: DefinitionFile;
}

/** a file's folder and name, for a path written with / or \ */
const split = (path: string) => {
  const parts = path.split(/[\\/]/);
  return { name: parts.at(-1)!, dir: parts.slice(0, -1).join('/') };
};

/**
 * The source file a translation file translates: the file of the same name one folder up (definitions/es/hr.yaml ->
 * definitions/hr.yaml), whether or not it loaded (a source with a slip has its own problems; its translation is no orphan).
 */
export function sourceOf<F extends LoadedFile>(translation: F, files: readonly F[]): F | undefined {
  const { name, dir } = split(translation.source.path);
  const up = dir.split('/').slice(0, -1).join('/');
  return files.find((f) => f.data?.kind !== 'translation' && f !== translation && split(f.source.path).name === name && split(f.source.path).dir === up);
}

/** the translation files of one language, each with the source file it translates */
export function translationsOf<F extends LoadedFile>(files: readonly F[], language: string): { file: F; data: Translation; source: F | undefined }[] {
  return files.flatMap((file) =>
    file.data?.kind === 'translation' && file.data.language === language ? [{ file, data: file.data, source: sourceOf(file, files) }] : [],
  );
}

const found = new WeakMap<SourceData, TextAt[]>();
/** the files whose texts are translated (every department, site, quotes and reports file), with their data */
export const sourceFiles = <F extends LoadedFile>(files: readonly F[]): { file: F; data: SourceData }[] =>
  files.flatMap((file) => (file.data && file.data.kind !== 'translation' ? [{ file, data: file.data }] : []));

/** the texts of a source file a visitor can be shown, with their keys (walked once per file: the lint's rules share it) */
export function sourceTexts(data: SourceData): TextAt[] {
  let texts = found.get(data);
  if (!texts) found.set(data, (texts = textsOf(schemasByKind[data.kind], data)));
  return texts;
}

function setAt(target: unknown, path: readonly (string | number)[], value: string): void {
  let node = target as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

/**
 * A source file's data with every text its translation has replaced; a text without one stays as written (the
 * lint's missing-translation names each). Values, names and expressions are never touched, so everything the
 * engine computes is the same in every language.
 */
export function translateData<T extends SourceData>(data: T, translation: Translation | undefined): T {
  if (!translation) return data;
  const copy = structuredClone(data);
  for (const t of sourceTexts(data)) {
    const found = translation.texts[t.key];
    if (found) setAt(copy, t.path, found.text);
  }
  return copy;
}
