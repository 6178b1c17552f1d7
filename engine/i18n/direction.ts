// no zod here: the web's first load reads a page's direction, and zod is not in it

/** a language's writing direction, as <html dir> takes it */
export type Direction = 'ltr' | 'rtl';

// the language codes ICU (CLDR) writes right to left, aliases included; direction.test.ts checks the list against Intl
const rtlLanguages = new Set(
  'ar ara arb ars ckb cld drw fa fas he heb iw ji kas ks lrc mzn nqo pbu per pes prs ps pus sd snd syr tnf ug uig ur urd ydd yi yid'.split(' '),
);

/**
 * The direction a language is written in, from its code: rtl for Arabic, Hebrew, Persian, Urdu and the other
 * languages CLDR writes right to left, by the language alone (a region does not change it); ltr for the rest.
 * @example directionOf('ar') // 'rtl'
 * @example directionOf('pt-BR') // 'ltr'
 */
export const directionOf = (code: string): Direction => (rtlLanguages.has(code.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr');
