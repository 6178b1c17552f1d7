import { describe, expect, it } from 'vitest';
import { languageHref } from './page-language.js';

describe('languageHref', () => {
  it('keeps the path and the search values and sets lang', () => {
    expect(languageHref('/assessment?step=3', 'es')).toBe('/assessment?step=3&lang=es');
    expect(languageHref('/', 'es')).toBe('/?lang=es');
  });

  it('replaces a language already in the address', () => {
    expect(languageHref('/results?shared=abc&lang=es', 'en')).toBe('/results?shared=abc&lang=en');
  });
});
