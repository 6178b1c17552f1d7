import { describe, expect, it } from 'vitest';
import { directionOf } from './direction.js';
import { Language } from '../schema/translation.js';

// node 20's Intl names it textInfo, later ones getTextInfo(); either is the CLDR data the list is taken from
type TextInfo = { direction: 'ltr' | 'rtl' };
const intlDirection = (code: string): string | undefined => {
  const locale = new Intl.Locale(code) as Intl.Locale & { textInfo?: TextInfo; getTextInfo?: () => TextInfo };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
};
const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
const codes = [...letters.flatMap((a) => letters.map((b) => a + b)), ...letters.flatMap((a) => letters.flatMap((b) => letters.map((c) => a + b + c)))];

describe("a language's direction", () => {
  it.runIf(intlDirection('ar') !== undefined)('is what Intl (CLDR) says for every two- and three-letter language code', () => {
    expect(codes.filter((code) => directionOf(code) !== intlDirection(code))).toEqual([]);
  });

  it('is taken from the code when site.yaml does not say it: Arabic, Hebrew, Persian and Urdu right to left, a region changing nothing', () => {
    const dir = (code: string) => Language.parse({ code, name: code }).dir;
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map(dir)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'es', 'pt-BR', 'tr'].map(dir)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('is the one site.yaml says, over the default of its code', () => {
    expect(Language.parse({ code: 'ar', name: 'العربية', dir: 'ltr' }).dir).toBe('ltr');
    expect(Language.parse({ code: 'dv', name: 'ދިވެހި', dir: 'rtl' }).dir).toBe('rtl');
  });

  it('is ltr or rtl, and nothing else', () => {
    const parsed = Language.safeParse({ code: 'en', name: 'English', dir: 'right' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['dir'], message: expect.stringMatching(/"ltr"\|"rtl"/) as string });
  });
});
