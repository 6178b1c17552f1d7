import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { everyAnswerAt } from '../../tests/definitions/answer-sets.js';
import { bandsOf } from '../../tests/definitions/shipped.js';
import { minimalYaml } from '../../tests/definitions/minimal-department.js';
import { singles } from '../../tests/lint/sources.js';
import { evaluate } from '../evaluation/evaluate.js';
import { loadDefinitions, type SourceFile } from '../load.js';
import { Department, type DepartmentInput } from '../schema/department.js';
import { Translation } from '../schema/translation.js';
import { sourceHash, translateData, translationsOf } from './translate.js';
import { optionsOf } from '../answers/question-kinds.js';

const dept = Department.parse(parse(minimalYaml) as DepartmentInput);
const tr = (texts: Record<string, string>) =>
  Translation.parse({
    kind: 'translation',
    language: 'fr',
    texts: Object.fromEntries(Object.entries(texts).map(([k, text]) => [k, { text, source: '00000000' }])),
  });

describe('translateData', () => {
  const fr = translateData(
    dept,
    tr({
      'wizard.steps.size.question': 'Combien de personnes ?',
      'wizard.steps.tools.options.basic.label': 'Basique',
      'bands.card.bands.0.text': 'Élevé',
      // not texts: a translation naming them changes nothing
      routes: '/widgets-fr',
      'formulas.hours': 'people * 2',
      'wizard.steps.size.options.small.value': 'petit',
    }),
  );

  it('swaps the translated texts in', () => {
    expect(fr.wizard.steps[0]!.question).toBe('Combien de personnes ?');
    expect(optionsOf(fr.wizard.steps[1]!)[1]!.label).toBe('Basique');
    expect(fr.bands.card!.bands[0]!.text).toBe('Élevé');
  });

  it('keeps a text with no translation as written', () => {
    expect(fr.wizard.steps[1]!.question).toBe('Which tools?');
    expect(fr.landing.heading).toBe('Widgets');
  });

  it('leaves values, names, routes and expressions alone', () => {
    expect(fr.routes).toEqual(dept.routes);
    expect(fr.formulas).toEqual(dept.formulas);
    expect(optionsOf(fr.wizard.steps[0]!).map((o) => o.value)).toEqual(['small', 'large']);
    expect(fr.result).toEqual(dept.result);
  });

  it('never changes the source data', () => {
    expect(dept.wizard.steps[0]!.question).toBe('How many people?');
  });

  it('returns the data itself without a translation', () => {
    expect(translateData(dept, undefined)).toBe(dept);
  });
});

describe('sourceHash', () => {
  it('is 8 hex digits, the same for the same text and another for another', () => {
    expect(sourceHash('Which tools?')).toMatch(/^[0-9a-f]{8}$/);
    expect(sourceHash('Which tools?')).toBe(sourceHash('Which tools?'));
    expect(sourceHash('Which tools ?')).not.toBe(sourceHash('Which tools?'));
  });
});

// a whole set in English and French: the department above, the clean site (declaring both), quotes and reports
const site = singles().find((s) => s.path === 'site.yaml')!;
const frenchSet = (texts: string): SourceFile[] => [
  { path: 'widgets.yaml', text: minimalYaml },
  { path: 'site.yaml', text: site.text.replace('kind: site\n', 'kind: site\nlanguages:\n  - { code: en, name: English }\n  - { code: fr, name: Français }\n') },
  ...singles().filter((s) => s.path !== 'site.yaml'),
  { path: 'fr/widgets.yaml', text: `kind: translation\nlanguage: fr\ntexts:\n${texts}` },
  { path: 'fr/site.yaml', text: `kind: translation\nlanguage: fr\ntexts:\n  title: { text: Outil de test, source: "${sourceHash('Test Tool')}" }\n` },
];
const texts = `  bands.card.bands.0.text: { text: Élevé, source: "${sourceHash('High')}" }
  bands.card.bands.1.text: { text: Faible, source: "${sourceHash('Low')}" }
  wizard.steps.size.question: { text: Combien de personnes ?, source: "${sourceHash('How many people?')}" }
`;

describe('loadDefinitions(...).inLanguage', () => {
  const load = loadDefinitions(frenchSet(texts));

  it('finds each translation file and the source it translates', () => {
    expect(load.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(translationsOf(load.files, 'fr').map((t) => [t.file.source.path, t.source?.source.path])).toEqual([
      ['fr/widgets.yaml', 'widgets.yaml'],
      ['fr/site.yaml', 'site.yaml'],
    ]);
  });

  it('the default language is the definitions as loaded; an undeclared one is undefined', () => {
    expect(load.inLanguage('en')).toEqual({ definitions: load.definitions, models: load.models });
    expect(load.inLanguage('de')).toBeUndefined();
  });

  it('translates every file of the set: departments, site, quotes and reports', () => {
    const fr = load.inLanguage('fr')!;
    expect(fr.definitions.site.title).toBe('Outil de test');
    expect(fr.models[0]!.definition.wizard.steps[0]!.question).toBe('Combien de personnes ?');
    expect(fr.definitions.departments[0]).toBe(fr.models[0]!.definition);
    expect(load.definitions!.site.title).toBe('Test Tool');
  });

  it('gives each model the hash of its source, so stored rows and share links are the same in every language', () => {
    expect(load.inLanguage('fr')!.models.map((m) => m.hash)).toEqual(load.models.map((m) => m.hash));
  });

  it('is worked out once per language', () => {
    expect(load.inLanguage('fr')).toBe(load.inLanguage('fr'));
  });

  it.each(['low', 'mid', 'high'] as const)('evaluates %s answers to the same result; only the band texts differ', (level) => {
    const [en, fr] = [load.models[0]!, load.inLanguage('fr')!.models[0]!];
    const answers = everyAnswerAt(en.definition, level);
    expect(evaluate(fr, answers)).toEqual(evaluate(en, answers));
    const [enBands, frBands] = [bandsOf(en, evaluate(en, answers)), bandsOf(fr, evaluate(fr, answers))];
    expect(frBands.card!.color).toBe(enBands.card!.color);
    expect(frBands.card!.text).toBe({ High: 'Élevé', Low: 'Faible' }[enBands.card!.text]);
  });

  it('a set without the language file of a department keeps that department in English', () => {
    const partial = loadDefinitions(frenchSet('  {}\n').filter((s) => s.path !== 'fr/widgets.yaml'));
    expect(partial.inLanguage('fr')!.models[0]!.definition).toEqual(partial.models[0]!.definition);
  });
});
