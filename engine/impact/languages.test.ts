import { describe, expect, it } from 'vitest';
import { minimalYaml } from '../../tests/definitions/minimal-department.js';
import { singles } from '../../tests/lint/sources.js';
import { sourceHash } from '../i18n/translate.js';
import type { SourceFile } from '../load.js';
import { languageImpact } from './languages.js';

// the minimal department in English and French, its French translation made from the English of the base
const site = singles().find((s) => s.path === 'site.yaml')!;
const declared = site.text.replace('kind: site\n', 'kind: site\nlanguages: [{ code: en, name: English }, { code: fr, name: Français }]\n');
const french = (texts: Record<string, [text: string, english: string]>): SourceFile => ({
  path: 'fr/widgets.yaml',
  text: `kind: translation\nlanguage: fr\ntexts:\n${Object.entries(texts)
    .map(([key, [text, english]]) => `  ${key}: { text: "${text}", source: "${sourceHash(english)}" }`)
    .join('\n')}\n`,
});
const set = (department: string, translation: SourceFile, siteText = declared): SourceFile[] => [
  { path: 'widgets.yaml', text: department },
  { path: 'site.yaml', text: siteText },
  ...singles().filter((s) => s.path !== 'site.yaml'),
  translation,
];
const base = set(
  minimalYaml,
  french({ 'wizard.steps.size.question': ['Combien de personnes ?', 'How many people?'], 'wizard.steps.tools.question': ['Quels outils ?', 'Which tools?'] }),
);
const ref = (key: string) => ({ file: 'widgets.yaml', key });

describe('the texts an edit leaves to do per language', () => {
  it('nothing when nothing changed', () => {
    expect(languageImpact(base, base)).toEqual([{ code: 'fr', name: 'Français', declared: false, stale: [], missing: [], translated: [] }]);
  });

  it('a source text edited is stale where it was translated; a text added is missing', () => {
    const edited = minimalYaml.replace('question: How many people?\n', 'question: How many people work here?\n      help: Count everyone\n');
    const [fr] = languageImpact(base, set(edited, base.at(-1)!));
    expect(fr).toMatchObject({ stale: [ref('wizard.steps.size.question')], translated: [] });
    expect(fr!.missing).toEqual([ref('wizard.steps.size.help')]);
  });

  it('a text edited that was never translated is not stale (it was missing already), nor one translated anew in the same edit', () => {
    const edited = minimalYaml
      .replace('question: How many people?', 'question: How many people work here?')
      .replace('question: Which vendor?', 'question: Which supplier?');
    const retranslated = french({
      'wizard.steps.size.question': ['Combien de personnes travaillent ici ?', 'How many people work here?'],
      'wizard.steps.tools.question': ['Quels outils ?', 'Which tools?'],
    });
    expect(languageImpact(base, set(edited, retranslated))[0]).toMatchObject({ stale: [], missing: [], translated: [ref('wizard.steps.size.question')] });
  });

  it('lists the translations changed, added and removed', () => {
    const after = french({
      'wizard.steps.size.question': ['Combien ?', 'How many people?'],
      'wizard.steps.vendor.question': ['Quel fournisseur ?', 'Which vendor?'],
    });
    expect(languageImpact(base, set(minimalYaml, after))[0]!.translated).toEqual([
      ref('wizard.steps.size.question'),
      ref('wizard.steps.vendor.question'),
      ref('wizard.steps.tools.question'),
    ]);
  });

  it('a language the edit declares is said to be new, its texts not listed one by one', () => {
    const withGerman = declared.replace('{ code: fr, name: Français }', '{ code: fr, name: Français }, { code: de, name: Deutsch }');
    expect(languageImpact(base, set(minimalYaml, base.at(-1)!, withGerman)).map((l) => [l.code, l.declared, l.missing])).toEqual([
      ['fr', false, []],
      ['de', true, []],
    ]);
  });

  it('none without a site file, or with only the default language', () => {
    expect(languageImpact([], [{ path: 'widgets.yaml', text: minimalYaml }])).toEqual([]);
    expect(languageImpact(base, set(minimalYaml, base.at(-1)!, site.text))).toEqual([]);
  });
});
