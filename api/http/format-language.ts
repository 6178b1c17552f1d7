import { formatLanguage, setFormatLanguage } from '../../engine/display/format.js';

/**
 * What `make` writes with numbers in this language, the format language set back after it: the server answers
 * many languages at once, and the lead e-mails and logs written between requests stay in the default.
 */
export function inFormatLanguage<T>(code: string | undefined, make: () => T): T {
  const before = formatLanguage();
  if (code === undefined || code === before) return make();
  setFormatLanguage(code);
  try {
    return make();
  } finally {
    setFormatLanguage(before);
  }
}
