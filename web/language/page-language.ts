import { formatLanguage } from '../../engine/display/format.js';
import { directionOf, type Direction } from '../../engine/i18n/direction.js';
import { site } from '../definitions.js';

/** the languages site.yaml declares, the first the default */
export const languages = site.languages;
export const defaultLanguage = languages[0]!.code;

/** the page's language as the server wrote it in <html lang>, when the site declares it; otherwise the default */
export function documentLanguage(root: { lang: string } = document.documentElement): string {
  return languages.some((l) => l.code === root.lang) ? root.lang : defaultLanguage;
}

/**
 * The language the page is written in: the one its numbers are formatted in, set once in the browser from
 * <html lang> (web/main.tsx) and before each render on the server, so both paint the same.
 */
export const pageLanguage = (): string => formatLanguage();

/** the direction the page's language is written in: the one site.yaml gives it (by default its code's) */
export function pageDirection(code: string = pageLanguage()): Direction {
  return languages.find((l) => l.code === code)?.dir ?? directionOf(code);
}

/**
 * The same address in another language: the path and every search value kept (a wizard's step), lang set, so the
 * server serves the page in it and remembers the choice.
 * @example languageHref('/assessment?step=3', 'es') // '/assessment?step=3&lang=es'
 */
export function languageHref(href: string, code: string): string {
  const url = new URL(href, 'http://page.invalid');
  url.searchParams.set('lang', code);
  return url.pathname + url.search + url.hash;
}
