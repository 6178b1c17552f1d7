import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, languageCookieHeader, matchCode, pickLanguage } from './language.js';

const codes = ['en', 'es'];

describe('pickLanguage', () => {
  it('takes ?lang=, then the cookie, then Accept-Language, then the default', () => {
    expect(pickLanguage(codes, { query: 'es', cookie: 'en', acceptLanguage: 'en' })).toBe('es');
    expect(pickLanguage(codes, { cookie: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(pickLanguage(codes, { acceptLanguage: 'es-ES,es;q=0.9' })).toBe('es');
    expect(pickLanguage(codes, {})).toBe('en');
  });

  it('passes over a code that is not declared, to the next source', () => {
    expect(pickLanguage(codes, { query: 'xx', cookie: 'es' })).toBe('es');
    expect(pickLanguage(codes, { query: 'xx', cookie: '<script>', acceptLanguage: 'fr' })).toBe('en');
    expect(pickLanguage(codes, { query: '' })).toBe('en');
  });

  it('reads a code in any case', () => {
    expect(pickLanguage(codes, { query: 'ES' })).toBe('es');
  });
});

describe('fromAcceptLanguage', () => {
  it('honours q-values, ties in the order written, and q=0 as a refusal', () => {
    expect(fromAcceptLanguage('en;q=0.5, es;q=0.8', codes)).toBe('es');
    expect(fromAcceptLanguage('fr, es, en', codes)).toBe('es');
    expect(fromAcceptLanguage('es;q=0, en;q=0.1', codes)).toBe('en');
    expect(fromAcceptLanguage('*', codes)).toBeUndefined();
    expect(fromAcceptLanguage('fr-CA, de', codes)).toBeUndefined();
  });

  it('matches a regional tag to its language, and a language to its only regional code', () => {
    expect(fromAcceptLanguage('es-MX', codes)).toBe('es');
    expect(matchCode('pt', ['en', 'pt-BR'])).toBe('pt-BR');
    expect(matchCode('pt-br', ['en', 'pt-BR'])).toBe('pt-BR');
  });
});

it('keeps the choice a year on every page', () => {
  expect(languageCookieHeader('es')).toBe('lang=es; Max-Age=31536000; Path=/; SameSite=Lax');
});
