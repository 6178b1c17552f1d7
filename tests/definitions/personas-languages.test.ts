import { describe, expect, it } from 'vitest';
import { answersSchema } from '../../engine/answers/answers.js';
import { evaluate } from '../../engine/evaluation/evaluate.js';
import type { Model } from '../../engine/evaluation/model.js';
import { resultSchema } from '../../engine/evaluation/result-schema.js';
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
      expect(after).toEqual(before);
      if ('bands' in after && after.bands)
        for (const [set, band] of Object.entries(after.bands))
          if (band) expect(band.at, `band set ${set}: the band shown is one of the set`).toBeGreaterThanOrEqual(0);
    });
  });
});
