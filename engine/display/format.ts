import type { Format } from '../schema/department.js';

let language = 'en';

/**
 * The language numbers, money, units and plurals are written in from now on: the page's language in the browser,
 * each page's in turn on the server (rendering is synchronous). Never the browser's or the machine's default.
 */
export function setFormatLanguage(code: string): void {
  language = code;
}
export const formatLanguage = (): string => language;

/**
 * What `make` writes with numbers in this language, the format language set back after it: the server renders
 * and answers many languages, and what it writes between them (lead e-mails, logs) stays in the default.
 */
export function inFormatLanguage<T>(code: string | undefined, make: () => T): T {
  const before = language;
  if (code === undefined || code === before) return make();
  language = code;
  try {
    return make();
  } finally {
    language = before;
  }
}

// each made on first use, per language: the first one costs a browser some 20 ms of its first load, and most first
// paints show no figure
const made = new Map<string, Intl.NumberFormat>();
/** a number format of the current language, made once */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let found = made.get(key);
  if (!found) made.set(key, (found = new Intl.NumberFormat(language, options)));
  return found;
}
const plurals = new Map<string, Intl.PluralRules>();
/** the plural category of a number in the current language: one, few, many, other... */
export function pluralCategory(value: number, code = language): Intl.LDMLPluralRule {
  if (isEnglish(code) && Number.isInteger(value) && value >= 0) return value === 1 ? 'one' : 'other';
  let rules = plurals.get(code);
  if (!rules) plurals.set(code, (rules = new Intl.PluralRules(code)));
  return rules.select(value);
}

/**
 * A number as the results pages show it: USD without decimals, whole hours, percent with one decimal, up to two
 * otherwise, in the current language (setFormatLanguage).
 * @example formatValue(42000, 'currency') // '$42,000'
 */
export function formatValue(value: number, format: Format = 'number'): string {
  return Number.isFinite(value) ? formatters[format](value) : '-';
}

// a counted unit is written with the language's own words and plural forms ("1 hour", "3 horas"); the plural follows
// the figure shown, so 0.6 hours reads "1 hour"
const unit = (name: 'hour' | 'month', digits: number) => (v: number) => {
  const english = inEnglish(v, digits);
  if (english !== undefined) return `${english} ${english === '1' ? name : `${name}s`}`;
  return numberFormat({ style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: digits }).format(v);
};

// English (as en and en-US write it), the language most pages start in, is written here as Intl writes it (a unit
// test holds the two equal over many numbers), so an English page's first figures make no Intl object: the first
// one costs a page some 20 to 40 ms (ICU starting), a long task inside its hydration
const isEnglish = (code: string) => /^en(?:-us)?$/i.test(code);
/** 0 or more, but not -0, which Intl writes with a minus */
const atLeastZero = (v: number) => v > 0 || Object.is(v, 0);
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');
/** `whole.fraction` as English writes it: thousands grouped, the fraction's trailing zeros dropped down to `least` digits */
function english([whole, fraction]: Digits, least: number): string {
  let kept = fraction.padEnd(least, '0');
  while (kept.length > least && kept.endsWith('0')) kept = kept.slice(0, -1);
  return grouped(whole.replace(/^0+(?=\d)/, '')) + (kept ? `.${kept}` : '');
}
type Digits = [whole: string, fraction: string];
/**
 * v (at least 0) as the shortest decimal that reads back as it, which is what ICU rounds (1.005 rounds to 1.01, not
 * to the double's exact 1.00499...), the point moved `shift` places right; under 1e-6 (written with an exponent) 0
 */
function decimal(v: number, shift: number): Digits {
  const [whole, fraction = ''] = (v < 1e-6 ? '0' : String(v)).split('.');
  const padded = fraction.padEnd(shift, '0');
  return [whole! + padded.slice(0, shift), padded.slice(shift)];
}
/** digits rounded half away from zero to at most `digits` decimals, as Intl rounds */
function rounded([whole, fraction]: Digits, digits: number): Digits {
  if (fraction.length <= digits) return [whole, fraction];
  const kept = whole + fraction.slice(0, digits);
  const all = (BigInt(kept) + (fraction[digits]! >= '5' ? 1n : 0n)).toString().padStart(kept.length, '0');
  return [all.slice(0, all.length - digits) || '0', all.slice(all.length - digits)];
}
/** whether English writes v here rather than Intl: at least 0, short of exponents */
const writable = (v: number, code: string) => isEnglish(code) && atLeastZero(v) && v < 1e15;
/** a number in English with at most `digits` decimals and at least `least`; undefined in another language or below 0 */
const inEnglish = (v: number, digits: number, least = 0, code = language): string | undefined =>
  writable(v, code) ? english(rounded(decimal(v, 0), digits), least) : undefined;
/** a share as Intl's percent writes it in English: v / 100 as a decimal, times 100, rounded to `digits` decimals */
const percentInEnglish = (v: number, digits: number): string | undefined =>
  writable(v / 100, language) ? `${english(rounded(decimal(v / 100, 2), digits), 0)}%` : undefined;

// languages whose numbers are written with the digits 0-9 (their default numbering system is CLDR's "latn"): a
// whole number under 1000 reads the same in each, so the wizard's "Question 2 of 6" makes no Intl object, the first
// of which costs a page tens of milliseconds (ICU starting) inside its hydration
const latinDigits = new Set([
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'hu',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'tr',
  'uk',
  'zh',
]);
const plainWhole = (v: number) => Number.isInteger(v) && atLeastZero(v) && v < 1000 && latinDigits.has(language.split('-')[0]!.toLowerCase());

const dollars = (english: string | undefined) => (english === undefined ? undefined : `$${english}`);

// how each format of the schema writes a number; a new format does not compile until it is here
const formatters: Record<Format, (value: number) => string> = {
  currency: (v) =>
    dollars(inEnglish(v, 0)) ?? numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(v),
  rate: (v) =>
    dollars(inEnglish(v, 2, 2)) ?? numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v),
  hours: unit('hour', 0),
  percent: (v) => percentInEnglish(v, 1) ?? numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(v / 100),
  // a plain number keeps two decimals, so a figure of the working (3.75 hours a week) reads exactly
  number: (v) => (plainWhole(v) ? String(v) : (inEnglish(v, 2) ?? numberFormat({ maximumFractionDigits: 2 }).format(v))),
  months: unit('month', 1),
  text: (v) => String(v),
};

/** the values the wizard fills its templates with; the web passes exactly these, the lint checks them */
export const wizardPlaceholders = {
  progress: ['n', 'total', 'percent'],
  failure: ['status'],
  other: ['name'],
  cleared: ['chosen', 'cleared'],
  numberRule: ['min', 'max', 'unit', 'step'],
} as const;

const atMax = ['component', 'answer', 'points', 'max', 'score', 'maxScore'] as const;
const change = [...atMax, 'from', 'to', 'gain', 'newPoints', 'newScore'] as const;
/** the names a next-change block's sentences are filled with */
export const nextChangePlaceholders = { atMax, change, bandChange: [...change, 'band', 'newBand'] } as const;
/** what a peers block's texts are filled with: the page's values plus these (engine/insights/peers.ts) */
export const peersPlaceholders = ['percent', 'teams', 'minPeers'] as const;
export type WizardPlaceholders<K extends keyof typeof wizardPlaceholders> = Record<(typeof wizardPlaceholders)[K][number], number>;

/** the formats a {name:format} placeholder may name: those of the schema's Format, through the map above */
export const formats = new Set<string>(Object.keys(formatters));

/** a pluralised part of a text: {name, plural, one {# month} other {# months}} */
export interface Plural {
  name: string;
  /** by category (zero one two few many other) or exact value (=0), the text of each case */
  cases: Record<string, string>;
  /** where it starts and ends in the text */
  start: number;
  end: number;
}

const pluralStart = /\{([a-zA-Z][a-zA-Z0-9]*)\s*,\s*plural\s*,/g;

/** the plurals of a text, in order; a plural written wrong (unbalanced braces) is left out, and the lint says so */
export function pluralsIn(text: string): Plural[] {
  const found: Plural[] = [];
  for (const m of text.matchAll(pluralStart)) {
    if (found.length && m.index < found.at(-1)!.end) continue;
    const cases: Record<string, string> = {};
    let i = m.index + m[0].length;
    let closed = false;
    while (i < text.length) {
      while (/\s/.test(text[i] ?? '')) i++;
      if (text[i] === '}') {
        closed = true;
        i++;
        break;
      }
      const key = /^(=\d+|[a-z]+)\s*\{/.exec(text.slice(i));
      if (!key) break;
      let depth = 1;
      let j = i + key[0].length;
      for (; j < text.length && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      if (depth > 0) break;
      cases[key[1]!] = text.slice(i + key[0].length, j - 1);
      i = j;
    }
    if (closed && Object.keys(cases).length) found.push({ name: m[1]!, cases, start: m.index, end: i });
  }
  return found;
}

/** a text with its plurals blanked out (same length, so offsets still point into the text): what stands around them */
export function outsidePlurals(text: string, plurals = pluralsIn(text)): string {
  let outside = text;
  for (const p of plurals) outside = outside.slice(0, p.start) + ' '.repeat(p.end - p.start) + outside.slice(p.end);
  return outside;
}

const placeholder = /\{([a-zA-Z][a-zA-Z0-9]*)(?::([a-z]+))?\}/g;

function fillPlain(text: string, values: Record<string, number | string>): string {
  return text.replace(placeholder, (whole, name: string, format?: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    if (typeof v === 'string') return v;
    return formatValue(v, format && formats.has(format) ? (format as Format) : 'number');
  });
}

/**
 * Fills {name} and {name:format} placeholders, and picks each plural's case by the language's plural rules
 * ({n, plural, one {# month} other {# months}}, # being the number); text values (such as {band}) are used as
 * they are.
 * @example fillTemplate('within {roi, plural, one {# month} other {# months}}', { roi: 1 }) // 'within 1 month'
 */
export function fillTemplate(text: string, values: Record<string, number | string>): string {
  const parts = pluralsIn(text);
  if (!parts.length) return fillPlain(text, values);
  let out = '';
  let at = 0;
  for (const p of parts) {
    out += fillPlain(text.slice(at, p.start), values);
    const v = values[p.name];
    if (typeof v !== 'number') out += text.slice(p.start, p.end);
    else {
      const chosen = p.cases[`=${v}`] ?? p.cases[pluralCategory(v)] ?? p.cases.other ?? '';
      out += fillPlain(chosen.replaceAll('#', formatValue(v)), values);
    }
    at = p.end;
  }
  return out + fillPlain(text.slice(at), values);
}

/** the placeholder names a template uses, those of its plurals and their cases included */
export const templateNames = (text: string): string[] => [...pluralsIn(text).map((p) => p.name), ...[...text.matchAll(placeholder)].map((m) => m[1]!)];
