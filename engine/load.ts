import { isMap, isNode, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { duplicateKey, indentation, indentCodes } from './load-messages.js';
import { contentHash } from './hash.js';
import { nearest } from './suggest.js';
import { buildModel, type Model } from './evaluation/model.js';
import { pathToString, type Problem, type Severity } from './problem.js';
import { schemasByKind, type DefinitionFile, type Definitions, type Department } from './schema/index.js';
import { translateData, translationsOf } from './i18n/translate.js';

export interface SourceFile {
  /** shown in problems, such as definitions/hr.yaml */
  path: string;
  text: string;
}

/** a parsed file that can say where a path of it stands */
export interface LoadedFile {
  source: SourceFile;
  data?: DefinitionFile;
  /** line and column of a path inside the file, plus an offset into its scalar */
  at(path: readonly (string | number)[], offset?: number): { line: number; col: number };
}

export interface LoadResult {
  files: LoadedFile[];
  models: Model[];
  /** present only when every kind is there and no file has an error */
  definitions?: Definitions;
  problems: Problem[];
  /**
   * The definitions and models in one of site.yaml's languages (the default: the ones above), worked out on first
   * use; undefined when the definitions do not load or the language is not declared.
   */
  inLanguage(code: string): { definitions: Definitions; models: Model[] } | undefined;
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const kinds = Object.keys(schemasByKind) as (keyof typeof schemasByKind)[];

function locator(doc: Document | undefined, lines: LineCounter) {
  return (path: readonly (string | number)[], offset = 0) => {
    for (let n = path.length; n >= 0 && doc; n--) {
      const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) {
        const quoted = isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') ? 1 : 0;
        const pos = lines.linePos(node.range[0] + (n === path.length ? offset + quoted : 0));
        return { line: pos.line, col: pos.col };
      }
    }
    return { line: 1, col: 1 };
  };
}

/** parses and validates one file, listing every problem with its position */
export function loadFile(source: SourceFile): { file: LoadedFile; problems: Problem[] } {
  const problems: Problem[] = [];
  const lines = new LineCounter();
  const doc = parseDocument(source.text, { lineCounter: lines, uniqueKeys: true, prettyErrors: true });
  const file: LoadedFile = { source, at: locator(doc, lines) };
  const add = (path: readonly (string | number)[], rule: string, message: string, severity: Severity = 'error', offset = 0) =>
    problems.push({ file: source.path, ...file.at(path, offset), severity, rule, message, path: pathToString(path) });

  let indented = false;
  for (const e of doc.errors) {
    let pos = e.linePos?.[0] ?? { line: 1, col: 1 };
    const duplicate = e.code === 'DUPLICATE_KEY' ? duplicateKey(doc, lines, e.pos[0]) : undefined;
    // the position is in the problem already; the parser's own "at line 3, column 7:" would repeat it
    let message = duplicate ?? e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    if (indentCodes.has(e.code)) {
      // one indentation slip makes the parser complain again at the lines after it: say the first, which is the slip
      if (indented) continue;
      const said = indentation(source.text, pos.line, message);
      if (said) ({ pos, message } = said);
      indented = true;
    }
    // a tab is an indentation slip too: what the parser says of the lines after it follows from it
    if (e.code === 'TAB_AS_INDENT') indented = true;
    problems.push({
      file: source.path,
      line: pos.line,
      col: pos.col,
      severity: 'error',
      rule: e.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-syntax',
      message,
    });
  }
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && forbiddenKeys.has(String(pair.key.value))) {
        const pos = lines.linePos(pair.key.range?.[0] ?? 0);
        problems.push({ file: source.path, ...pos, severity: 'error', rule: 'forbidden-key', message: `The key "${String(pair.key.value)}" is not allowed` });
      }
    },
  });
  if (problems.length) return { file, problems };
  const keyProblem = (path: (string | number)[], key: string): Omit<Problem, 'message'> => {
    const map = path.length ? doc.getIn(path, true) : doc.contents;
    const pair = isMap(map) ? map.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
    const pos = isScalar(pair?.key) && pair.key.range ? lines.linePos(pair.key.range[0]) : file.at([...path, key]);
    return { file: source.path, line: pos.line, col: pos.col, severity: 'error', rule: 'schema', path: pathToString([...path, key]) };
  };

  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: 50 });
  } catch (e) {
    add([], 'alias-bomb', `The file expands too many aliases: ${(e as Error).message}`);
    return { file, problems };
  }
  const kind = (raw as { kind?: unknown } | null)?.kind;
  const schema = schemasByKind[kind as keyof typeof schemasByKind];
  if (!schema) {
    add(['kind'], 'schema', `kind must be one of ${kinds.map((k) => `"${k}"`).join(', ')}, got ${JSON.stringify(kind ?? null)}`);
    return { file, problems };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const valueAt = (path: readonly PropertyKey[]) => path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], raw);
    // required keys a map lacks, by the map's path: a misspelt key is one of them written wrong
    const missing = (path: string) =>
      issues.filter(
        (i) =>
          i.code === 'invalid_type' && i.path.length > 0 && pathToString(i.path.slice(0, -1) as (string | number)[]) === path && valueAt(i.path) === undefined,
      );
    const misspelt = new Set<(typeof issues)[number]>();
    for (const issue of issues) {
      if (issue.code !== 'unrecognized_keys') continue;
      const path = issue.path as (string | number)[];
      const where = pathToString(path);
      // one problem per unknown key, at the key itself rather than at the start of its map
      for (const key of issue.keys) {
        const lacking = missing(where);
        const near = nearest(
          key,
          lacking.map((i) => String(i.path.at(-1))),
        );
        const meant = lacking.find((i) => String(i.path.at(-1)) === near);
        if (meant) misspelt.add(meant);
        // a schema that knows where the key belongs (a step's key of another kind) says so in its own message
        const belongs = issue.message.startsWith('Unrecognized key') ? '' : `; ${issue.message}`;
        problems.push({ ...keyProblem(path, key), message: `${where || 'file'}: unknown key "${key}"${near ? `; did you mean "${near}"?` : ''}${belongs}` });
      }
    }
    for (const issue of issues) {
      if (issue.code === 'unrecognized_keys' || misspelt.has(issue)) continue;
      const path = issue.path as (string | number)[];
      add(path, 'schema', `${pathToString(path) || 'file'}: ${typeMessage(issue, valueAt(path)) ?? issue.message}`);
    }
    return { file, problems };
  }
  file.data = parsed.data;
  return { file, problems };
}

/** a wrong type in an editor's words: a key left out, or a number written in quotes */
function typeMessage(issue: { code: string; expected?: unknown }, value: unknown): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const words: Record<string, string> = { string: 'a text', number: 'a number', array: 'a list', object: 'a map of keys', boolean: 'true or false' };
  if (value === undefined) return `missing: add it (${words[String(issue.expected)] ?? String(issue.expected)})`;
  if (issue.expected === 'number' && typeof value === 'string') {
    return value.trim() !== '' && Number.isFinite(Number(value))
      ? `a number is needed: write ${value.trim()} without quotes`
      : `a number is needed, got the text "${value}"`;
  }
  return undefined;
}

/** one file loaded on its own: the file, its problems (a department's model's included) and a department's model */
export interface LoadedSource {
  file: LoadedFile;
  problems: Problem[];
  model?: Model;
}

/**
 * Loads one file as loadDefinitions does: what it finds depends on the file's path and text alone, so a caller may
 * keep it while the text stays the same (the studio's incremental lint does).
 * @example loadSource({ path: 'definitions/hr.yaml', text }).model?.definition.id
 */
export function loadSource(source: SourceFile): LoadedSource {
  const r = loadFile(source);
  const data = r.file.data;
  if (data?.kind !== 'department') return r;
  const { model, problems: mp } = buildModel(data, contentHash(source.text));
  const problems = [...r.problems];
  for (const p of mp) {
    problems.push({ file: source.path, ...r.file.at(p.path, p.offset), severity: 'error', rule: p.rule, message: p.message, path: pathToString(p.path) });
  }
  return { file: r.file, problems, model };
}

/**
 * Loads a set of definition files: YAML, schema and expressions; every problem is listed, never just the first.
 * Cross-file and band rules live in lint/.
 * @example loadDefinitions([{ path: 'definitions/hr.yaml', text }]).problems
 */
export function loadDefinitions(sources: SourceFile[]): LoadResult {
  return assembleLoad(sources.map(loadSource));
}

/**
 * loadSource with a memory: each file's load is kept while its path and text stay the same, so after an edit only
 * the edited file is loaded again (the studio loads the folder after every pause in typing).
 * @example const load = sourceCache(); assembleLoad(load(sources)); assembleLoad(load(edited))
 */
export function sourceCache(): (sources: readonly SourceFile[]) => LoadedSource[] {
  let kept = new Map<string, { text: string; loaded: LoadedSource }>();
  return (sources) => {
    const next = new Map<string, { text: string; loaded: LoadedSource }>();
    const out = sources.map((source) => {
      const last = kept.get(source.path);
      const entry = last?.text === source.text ? last : { text: source.text, loaded: loadSource(source) };
      next.set(source.path, entry);
      return entry.loaded;
    });
    kept = next;
    return out;
  };
}

/** a set of files each loaded on its own (loadSource), put together: the definitions when every kind is there and sound */
export function assembleLoad(parts: readonly LoadedSource[]): LoadResult {
  const files = parts.map((p) => p.file);
  const problems = parts.flatMap((p) => p.problems);
  const models = parts.flatMap((p) => (p.model ? [p.model] : []));
  const single = <K extends 'site' | 'quotes' | 'reports'>(kind: K) => {
    const found = files.filter((f) => f.data?.kind === kind);
    return found.length === 1 ? (found[0]!.data as Extract<DefinitionFile, { kind: K }>) : undefined;
  };
  const site = single('site');
  const quotes = single('quotes');
  const reports = single('reports');
  const ok = !problems.some((p) => p.severity === 'error');
  const assemble = (departments: Department[], s: NonNullable<typeof site>, q: NonNullable<typeof quotes>, r: NonNullable<typeof reports>): Definitions => ({
    departments: [...departments].sort((a, b) => a.menu.order - b.menu.order),
    site: s,
    quotes: q,
    reports: r,
  });
  const definitions =
    ok && site && quotes && reports
      ? assemble(
          models.map((m) => m.definition),
          site,
          quotes,
          reports,
        )
      : undefined;
  const languages = new Map<string, ReturnType<LoadResult['inLanguage']>>();
  const inLanguage = (code: string): ReturnType<LoadResult['inLanguage']> => {
    if (!definitions || !site || !quotes || !reports || !definitions.site.languages.some((l) => l.code === code)) return undefined;
    if (code === definitions.site.languages[0]!.code) return { definitions, models };
    if (languages.has(code)) return languages.get(code);
    const own = translationsOf(files, code);
    const translate = <T extends Exclude<DefinitionFile, { kind: 'translation' }>>(data: T): T =>
      translateData(data, own.find((t) => t.source?.data === data)?.data);
    // the same hash as the source: a calculation, a stored row and a share link do not depend on the language
    const translated = models.map((m) => buildModel(translate(m.definition), m.hash).model);
    const result = {
      definitions: assemble(
        translated.map((m) => m.definition),
        translate(site),
        translate(quotes),
        translate(reports),
      ),
      models: translated,
    };
    languages.set(code, result);
    return result;
  };
  return { files, models, definitions, problems, inLanguage };
}
