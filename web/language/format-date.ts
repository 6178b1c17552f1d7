import { formatLanguage } from '../../engine/display/format.js';

/**
 * A date as the page's language writes it (never the browser's default), the calendar day in words.
 * @example formatDate(new Date(2026, 2, 1)) // 'March 1, 2026' in English, '1 de marzo de 2026' in Spanish
 */
export const formatDate = (date: Date, language: string = formatLanguage()): string => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
