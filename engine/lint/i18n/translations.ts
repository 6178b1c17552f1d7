import { outsidePlurals, pluralCategory, pluralsIn } from '../../display/format.js';
import { sourceFiles, sourceHash, sourceOf, sourceTexts, translationsOf } from '../../i18n/translate.js';
import type { TextAt } from '../../i18n/texts.js';
import type { LoadedFile } from '../../load.js';
import type { DefinitionFile, Language, Translation } from '../../schema/index.js';
import { nearest } from '../../suggest.js';
import { bandUnreachable } from '../scores/bands.js';
import { unreachableStep } from '../steps/paths.js';
import { error, quoteList, warning, type Check, type Finding, type LintContext, type Path } from '../types.js';

type SourceFile = { file: LoadedFile; data: Exclude<DefinitionFile, Translation> };

/** the site's languages, the default first; none when no site is linted */
const languagesOf = (ctx: LintContext): Language[] => ctx.sites[0]?.data.languages ?? [];
const nameOf = (l: Language) => `${l.name} (${l.code})`;

const sourcesOf = (ctx: LintContext): SourceFile[] => sourceFiles(ctx.load.files);

/** paths under which nothing is ever shown: a step no answers reach, a band no score reaches (their own rules prove it) */
function neverShown(ctx: LintContext): Map<LoadedFile, Path[]> {
  const out = new Map<LoadedFile, Path[]>();
  for (const f of [...unreachableStep(ctx), ...bandUnreachable(ctx)]) {
    const path = f.path.at(-1) === 'when' ? f.path.slice(0, -1) : f.path;
    out.set(f.file, [...(out.get(f.file) ?? []), path]);
  }
  return out;
}
const under = (path: Path, prefix: Path) => prefix.every((k, i) => path[i] === k);

/** the texts of a source file a visitor can be shown, never-shown ones left out */
function shownTexts(ctx: LintContext): Map<LoadedFile, TextAt[]> {
  const hidden = neverShown(ctx);
  return new Map(sourcesOf(ctx).map(({ file, data }) => [file, sourceTexts(data).filter((t) => !(hidden.get(file) ?? []).some((p) => under(t.path, p)))]));
}

/** the translation files of the linted set, each with its source file and where its texts stand */
function translations(ctx: LintContext) {
  return languagesOf(ctx)
    .slice(1)
    .flatMap((language) => translationsOf(ctx.load.files, language.code).map((t) => ({ ...t, language })));
}
const textPath = (key: string): Path => ['texts', key, 'text'];

export const missingTranslation: Check = (ctx) => {
  const languages = languagesOf(ctx).slice(1);
  if (!languages.length) return [];
  const shown = shownTexts(ctx);
  return languages.flatMap((language) => {
    const own = translationsOf(ctx.load.files, language.code);
    return sourcesOf(ctx).flatMap(({ file }) => {
      const texts = own.find((t) => t.source === file)?.data.texts ?? {};
      return (shown.get(file) ?? [])
        .filter((t) => !texts[t.key])
        .map((t) =>
          warning(
            file,
            t.path,
            `${t.key} has no ${nameOf(language)} text: add "${t.key}: { text: ..., source: ${sourceHash(t.text)} }" under texts in ${translationFile(file, language.code)}`,
          ),
        );
    });
  });
};

/** where a source file's translation into a language is kept */
function translationFile(file: LoadedFile, code: string): string {
  const parts = file.source.path.split(/[\\/]/);
  return [...parts.slice(0, -1), code, parts.at(-1)].join('/');
}

export const staleTranslation: Check = (ctx) =>
  translations(ctx).flatMap(({ file, data, source }) => {
    if (!source?.data || source.data.kind === 'translation') return [];
    const texts = new Map(sourceTexts(source.data).map((t) => [t.key, t]));
    return Object.entries(data.texts).flatMap(([key, tr]): Finding[] => {
      const now = texts.get(key);
      if (!now || sourceHash(now.text) === tr.source) return [];
      return [
        warning(
          file,
          ['texts', key, 'source'],
          `${key}: the source text changed since this was translated; it now reads "${now.text}". Check the translation, then set source: ${sourceHash(now.text)}`,
        ),
      ];
    });
  });

export const unknownTranslation: Check = (ctx) =>
  translations(ctx).flatMap(({ file, data, source }) => {
    if (!source?.data || source.data.kind === 'translation') return [];
    const keys = sourceTexts(source.data).map((t) => t.key);
    const known = new Set(keys);
    return Object.keys(data.texts)
      .filter((key) => !known.has(key))
      .map((key) => {
        const near = nearest(key, keys);
        return warning(file, ['texts', key], `${key} names no text of ${source.source.path}${near ? `; did you mean "${near}"?` : '; remove it'}`);
      });
  });

export const translationFileRule: Check = (ctx) => {
  const declared = languagesOf(ctx);
  return ctx.load.files.flatMap((file): Finding[] => {
    if (file.data?.kind !== 'translation') return [];
    const { language } = file.data;
    const folder = file.source.path.split(/[\\/]/).at(-2);
    if (folder !== language)
      return [
        error(file, ['language'], `language is "${language}" but the file is in the folder "${folder}"; keep a language's texts in definitions/${language}/`),
      ];
    if (!sourceOf(file, ctx.load.files)) return [error(file, [], `${file.source.path} translates no file: the folder above has no file of this name`)];
    if (declared.length && !declared.some((l) => l.code === language))
      return [
        error(
          file,
          ['language'],
          `"${language}" is not one of site.yaml's languages (${quoteList(declared.map((l) => l.code))}); add it there to show these texts`,
        ),
      ];
    return [];
  });
};

// the placeholders of a text as a translation must keep them: each {name} or {name:format}; a plural is its number
// written plainly, so "{n} people" may become a plural in a language that needs one, and a plural a plain {n}
function placeholders(text: string): Set<string> {
  const plurals = pluralsIn(text);
  const pluralNames = new Set(plurals.map((p) => p.name));
  const plain = [...text.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)(?::([a-z]+))?\}/g)]
    .filter((m) => !pluralNames.has(m[1]!))
    .map((m) => (m[2] === 'number' ? `{${m[1]}}` : m[0]));
  return new Set([...plain, ...[...pluralNames].map((n) => `{${n}}`)]);
}

export const placeholderMismatch: Check = (ctx) =>
  translations(ctx).flatMap(({ file, data, source }) => {
    if (!source?.data || source.data.kind === 'translation') return [];
    const texts = new Map(sourceTexts(source.data).map((t) => [t.key, t.text]));
    return Object.entries(data.texts).flatMap(([key, tr]): Finding[] => {
      const from = texts.get(key);
      if (from === undefined) return [];
      const want = placeholders(from);
      const got = placeholders(tr.text);
      const missing = [...want].filter((p) => !got.has(p));
      const extra = [...got].filter((p) => !want.has(p));
      if (!missing.length && !extra.length) return [];
      const said = [missing.length ? `lacks ${missing.join(' ')}` : '', extra.length ? `has ${extra.join(' ')}, which the source does not` : '']
        .filter(Boolean)
        .join(' and ');
      return [error(file, textPath(key), `${key}: the translation ${said}; keep the source's placeholders ("${from}")`)];
    });
  });

interface CheckedText {
  file: LoadedFile;
  path: Path;
  text: string;
  language: string;
  /** the department's constants, whose values are known */
  constants: Record<string, number>;
}

const constantsOf = (data: DefinitionFile | undefined): Record<string, number> => (data?.kind === 'department' ? data.constants : {});

/** every text checked for plurals and counted words: the source texts in the default language, each translation in its own */
function allTexts(ctx: LintContext): CheckedText[] {
  const base = languagesOf(ctx)[0]?.code ?? 'en';
  const shown = shownTexts(ctx);
  return [
    ...[...shown].flatMap(([file, texts]) => texts.map((t) => ({ file, path: t.path, text: t.text, language: base, constants: constantsOf(file.data) }))),
    ...translations(ctx).flatMap(({ file, data, language, source }) =>
      Object.entries(data.texts).map(([key, tr]) => ({
        file,
        path: textPath(key),
        text: tr.text,
        language: language.code,
        constants: constantsOf(source?.data),
      })),
    ),
  ];
}

// the categories as CLDR lists them (Intl gives them in no fixed order: es is many, one, other)
const cldrOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

export const pluralForms: Check = (ctx) =>
  allTexts(ctx).flatMap(({ file, path, text, language }) => {
    const needed = (new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]).sort((a, b) => cldrOrder.indexOf(a) - cldrOrder.indexOf(b));
    return pluralsIn(text).flatMap((p): Finding[] => {
      const categories = Object.keys(p.cases).filter((k) => !k.startsWith('='));
      const missing = needed.filter((c) => !categories.includes(c));
      const extra = categories.filter((c) => !needed.includes(c));
      if (!missing.length && !extra.length) return [];
      const said = [missing.length ? `lacks ${quoteList(missing)}` : '', extra.length ? `has ${quoteList(extra)}, which ${language} never uses` : '']
        .filter(Boolean)
        .join(' and ');
      return [
        error(
          file,
          path,
          `The plural of {${p.name}} ${said}; in ${language} a number takes the forms ${quoteList(needed)} (Intl.PluralRules), e.g. ${needed.map((c) => `${c} {...}`).join(' ')}`,
          p.start,
        ),
      ];
    });
  });

// placeholders that are words, never numbers: the band's name, a component's, an option's, the name typed for "other"
const wordValues = new Set(['band', 'newBand', 'component', 'answer', 'from', 'to', 'chosen', 'cleared', 'name', 'allowed', 'status']);
// a number written plainly, then within two words one that is plural by its ending: "{roiTimeline} months", "{teams} partner teams"
const countedWord = /\{([a-zA-Z][a-zA-Z0-9]*)(?::number)?\}((?:\s+\p{L}+){1,3})/gu;
const pluralWord = (words: string) =>
  words
    .trim()
    .split(/\s+/)
    .find((w) => w.length >= 3 && /s$/i.test(w) && !notNouns.has(w.toLowerCase()));
const notNouns = new Set(['has', 'was', 'is', 'its', 'this', 'plus', 'less', 'minus', 'als', 'más', 'menos', 'tras']);

export const fixedPlural: Check = (ctx) =>
  allTexts(ctx).flatMap(({ file, path, text, language, constants }) => {
    // a constant is one number, known here: 52 weeks is right as long as 52 takes the plural form
    const fixed = (name: string) => name in constants && pluralCategory(constants[name]!, language) === 'other';
    const outside = outsidePlurals(text);
    return [...outside.matchAll(countedWord)].flatMap((m) => {
      const word = pluralWord(m[2]!);
      if (!word || wordValues.has(m[1]!) || fixed(m[1]!)) return [];
      const phrase = m[2]!.trim().split(/\s+/);
      const counted = phrase.slice(0, phrase.indexOf(word) + 1).join(' ');
      return [
        warning(
          file,
          path,
          `"{${m[1]}} ${counted}" reads "1 ${counted}" when {${m[1]}} is 1: write it with its plural forms, {${m[1]}, plural, one {# ...} other {# ${counted}}}, or a format that counts (:hours, :months)`,
          m.index,
        ),
      ];
    });
  });
