import { describe, expect, it } from 'vitest';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { evaluate } from '../../engine/evaluation/evaluate.js';
import type { Model } from '../../engine/evaluation/model.js';
import { resultSchema } from '../../engine/evaluation/result-schema.js';
import { sourceTexts } from '../../engine/i18n/translate.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { readPersonas, type Persona } from './persona-file.js';
import { bandsOf } from './shipped.js';

// a language changes words only: every persona gets the same scores, bands, figures and stored row in every language
const load = readDefinitions();
const [base, ...others] = load.definitions.site.languages.map((l) => l.code);

/** what a persona's answers give with one language's model, as the page and the database see it, texts left out */
function outcome(model: Model, persona: Persona) {
  const dept = model.definition;
  const parsed = answersSchema(dept).safeParse(persona.answers);
  if (!parsed.success) return { refused: parsed.error.issues.map((i) => i.message) };
  const result = evaluate(model, parsed.data);
  const bands = bandsOf(model, result);
  return {
    // the row an assessment stores: the department, its answers and the hash of the definition that answered them
    stored: { department: dept.id, answers: parsed.data, definitionHash: model.hash },
    result,
    resultAccepted: resultSchema(dept).safeParse(result).success,
    // the page's own figures (results.display), worked out from the result
    scope: model.display.scope(result),
    // each band set's band by its place in the set and its colour: its text is the language's
    bands: Object.fromEntries(Object.entries(bands).map(([set, b]) => [set, b && { at: dept.bands[set]!.bands.indexOf(b), color: b.color }])),
  };
}

/**
 * Where two outcomes differ, as paths: numbers, booleans, ids and shapes must be equal; a string may differ only
 * where the default language's is a text of its definition and the other's the translation of that same text
 */
function unexplained(a: unknown, b: unknown, translation: (text: string) => Set<string>, path = ''): string[] {
  if (typeof a === 'string' && typeof b === 'string') return a === b || translation(a).has(b) ? [] : [`${path}: "${a}" -> "${b}"`];
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length ? a.flatMap((v, i) => unexplained(v, b[i], translation, `${path}[${i}]`)) : [`${path}: ${a.length} -> ${b.length} items`];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((k) => unexplained((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], translation, `${path}.${k}`));
  }
  return Object.is(a, b) ? [] : [`${path}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`];
}

/** the texts a text of the default language's definition reads as in the other's */
function translations(english: Model, other: Model): (text: string) => Set<string> {
  const theirs = new Map(sourceTexts(other.definition).map((t) => [t.key, t.text]));
  const byText = new Map<string, Set<string>>();
  for (const t of sourceTexts(english.definition)) byText.set(t.text, (byText.get(t.text) ?? new Set()).add(theirs.get(t.key)!));
  return (text) => byText.get(text) ?? new Set();
}

describe('languages', () => {
  it('the site declares more than one, so the figures below are compared across languages', () => {
    expect(others.length, 'site.yaml languages: only the default').toBeGreaterThan(0);
  });
});

describe.each(others)('the personas in %s', (code) => {
  const translated = load.inLanguage(code)!;

  it('the models keep the hashes of the default language', () => {
    expect(translated.models.map((m) => [m.definition.id, m.hash])).toEqual(load.models.map((m) => [m.definition.id, m.hash]));
  });

  describe.each(load.models.map((m, i) => [m.definition.id, m, translated.models[i]!] as const))('%s', (id, english, model) => {
    const { personas } = readPersonas(id);

    it.each(personas.map((p) => [p.name, p] as const))('%s: the same scores, bands, figures and stored row', (_name, persona) => {
      const [before, after] = [outcome(english, persona), outcome(model, persona)];
      expect(before, `the ${base} model refuses the answers`).not.toHaveProperty('refused');
      expect(unexplained(before, after, translations(english, model)), 'differences no translation explains').toEqual([]);
      if ('bands' in after && after.bands)
        for (const [set, band] of Object.entries(after.bands))
          if (band) expect(band.at, `band set ${set}: the band shown is one of the set`).toBeGreaterThanOrEqual(0);
    });
  });
});
