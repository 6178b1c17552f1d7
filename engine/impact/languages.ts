import { sourceFiles, sourceHash, sourceTexts, translationsOf } from '../i18n/translate.js';
import { loadDefinitions, type LoadedFile, type SourceFile } from '../load.js';
import type { DefinitionFile, Translation } from '../schema/index.js';

/** one text of a source file, by its translation key */
export interface TextRef {
  /** the source file, such as definitions/<department>.yaml */
  file: string;
  key: string;
}

/** what an edit of the definitions leaves to do in one of the site's languages */
export interface LanguageTexts {
  code: string;
  name: string;
  /** the edit declares the language: every text is to translate (npm run translations lists them), none is listed here */
  declared: boolean;
  /** source texts edited whose translation now translates their old wording (stale-translation) */
  stale: TextRef[];
  /** source texts added that have no translation yet (missing-translation) */
  missing: TextRef[];
  /** texts of the language's translation files added, changed or removed */
  translated: TextRef[];
}

type Source = { file: LoadedFile; data: Exclude<DefinitionFile, Translation> };
const textsOf = (s: Source | undefined) => new Map(s ? sourceTexts(s.data).map((t) => [t.key, t.text]) : []);

/**
 * Per language of the site (the default left out), the texts an edit made stale or left untranslated and the
 * translations it changed, between two versions of the definitions with their language folders.
 * @example languageImpact(atBase, now).map((l) => `${l.code}: ${l.stale.length} stale`)
 */
export function languageImpact(before: SourceFile[], after: SourceFile[]): LanguageTexts[] {
  const [b, a] = [loadDefinitions(before), loadDefinitions(after)];
  const site = a.files.find((f) => f.data?.kind === 'site')?.data;
  if (site?.kind !== 'site') return [];
  const oldSources = sourceFiles(b.files);
  const oldSite = b.files.find((f) => f.data?.kind === 'site')?.data;
  const known = new Set(oldSite?.kind === 'site' ? oldSite.languages.map((l) => l.code) : []);
  return site.languages.slice(1).map(({ code, name }) => {
    const [oldOwn, newOwn] = [translationsOf(b.files, code), translationsOf(a.files, code)];
    const out: LanguageTexts = { code, name, declared: !known.has(code), stale: [], missing: [], translated: [] };
    for (const source of sourceFiles(a.files)) {
      const file = source.file.source.path;
      const old = textsOf(oldSources.find((s) => s.file.source.path === file));
      const own = newOwn.find((t) => t.source === source.file)?.data.texts ?? {};
      const was = oldOwn.find((t) => t.source?.source.path === file)?.data.texts ?? {};
      for (const [key, text] of textsOf(source)) {
        const translation = own[key];
        if (!old.has(key)) {
          if (!translation && !out.declared) out.missing.push({ file, key });
        } else if (old.get(key) !== text && translation && translation.source !== sourceHash(text)) out.stale.push({ file, key });
      }
      for (const key of new Set([...Object.keys(own), ...Object.keys(was)])) if (own[key]?.text !== was[key]?.text) out.translated.push({ file, key });
    }
    return out;
  });
}
