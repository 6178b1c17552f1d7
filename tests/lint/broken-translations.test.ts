import { describe, expect, it } from 'vitest';
import { sourceHash } from '../../engine/i18n/translate.js';
import type { SourceFile } from '../../engine/load.js';
import { formatProblem, type Problem } from '../../engine/problem.js';
import { broken, lintAll, pathOf, shipped } from './broken-copy.js';
import { department, lintSet, ofRule, singles } from './sources.js';

// the shipped definitions with a language declared and a translation file written for the test (or a source text
// edited after it was translated): each translation rule answers at the file, line and column an editor opens

/** the site declaring these languages besides its own (English first when it declares none) */
function declaring(site: string, languages: [code: string, name: string][]): string {
  const lines = languages.map(([code, name]) => `  - { code: ${code}, name: ${name} }\n`).join('');
  const block = /^languages:\n(?: {2}- .*\n)+/m.exec(site);
  if (block) return site.slice(0, block.index + block[0].length) + lines + site.slice(block.index + block[0].length);
  return site.replace('kind: site\n', `kind: site\nlanguages:\n  - { code: en, name: English }\n${lines}`);
}

/** the sources with French declared (and Spanish, where the shipped site does not declare it yet), the given files put in or added */
function withFrench(sources: SourceFile[], ...files: SourceFile[]): SourceFile[] {
  const site = pathOf('site.yaml');
  const more: [string, string][] = [['fr', 'Français']];
  const text = sources.find((s) => s.path === site)!.text;
  if (!/code: es\b/.test(text)) more.unshift(['es', 'Español']);
  const edited = sources.map((s) => (s.path === site ? { path: site, text: declaring(text, more) } : s));
  return [...edited.filter((s) => !files.some((f) => f.path === s.path)), ...files];
}

/** a translation file beside the shipped definitions: definitions/<folder>/<file> */
const translation = (language: string, file: string, texts: string, folder = language): SourceFile => ({
  path: pathOf('site.yaml').replace(/site\.yaml$/, `${folder}/${file}`),
  text: `# a translation written for the test\nkind: translation\nlanguage: ${language}\ntexts:\n${texts}`,
});

interface Expected {
  rule: string;
  file: string;
  /** the text on the line the problem is at, and the part of it the column points at */
  line: string;
  mark: string;
  message: string | RegExp;
  severity?: 'error' | 'warning';
  /** of the problems there, the one in this language (a missing text is missing in each) */
  language?: string;
}

/** the one problem of the rule at the file and line, with its column and message */
function expectAt(problems: Problem[], text: string, { rule, file, line, mark, message, severity = 'error', language }: Expected) {
  const lineNo = text.split('\n').findIndex((l) => l.includes(line)) + 1;
  expect(lineNo, `"${line}" is in ${file}`).toBeGreaterThan(0);
  const found = problems.filter(
    (p) => p.rule === rule && p.file === file && p.line === lineNo && !p.acknowledged && (!language || p.message.includes(`(${language})`)),
  );
  expect(
    found.map((p) => p.severity),
    `${rule} at ${file}:${lineNo} in:\n${problems
      .filter((p) => p.rule === rule)
      .map(formatProblem)
      .join('\n')}`,
  ).toEqual([severity]);
  expect(found[0]!.col, `the column of "${mark}"`).toBe(text.split('\n')[lineNo - 1]!.indexOf(mark) + 1);
  if (typeof message === 'string') expect(found[0]!.message).toBe(message);
  else expect(found[0]!.message).toMatch(message);
}

const sales = pathOf('sales.yaml');
const salesText = shipped.find((s) => s.path === sales)!.text;
const question = 'Which CRM platform does your sales team use?';
const frSales = (texts: string) => translation('fr', 'sales.yaml', texts);

describe('translation-file', () => {
  it('a file in the folder of another language', () => {
    const file = translation('es', 'sales.yaml', '  {}\n', 'fr');
    expectAt(lintAll(withFrench(shipped, file)), file.text, {
      rule: 'translation-file',
      file: file.path,
      line: 'language: es',
      mark: 'es',
      message: 'language is "es" but the file is in the folder "fr"; keep a language\'s texts in definitions/es/',
    });
  });

  it('a language site.yaml does not declare', () => {
    const file = translation('de', 'sales.yaml', '  {}\n');
    expectAt(lintAll(withFrench(shipped, file)), file.text, {
      rule: 'translation-file',
      file: file.path,
      line: 'language: de',
      mark: 'de',
      message: /^"de" is not one of site\.yaml's languages \("en", (.*, )?"fr"\); add it there to show these texts$/,
    });
  });

  it('a file no source file has the name of', () => {
    const file = translation('fr', 'legal.yaml', '  {}\n');
    expectAt(lintAll(withFrench(shipped, file)), file.text, {
      rule: 'translation-file',
      file: file.path,
      line: 'kind: translation',
      mark: 'kind',
      message: `${file.path} translates no file: the folder above has no file of this name`,
    });
  });
});

describe('missing-translation', () => {
  it('at the source text, naming the key and the hash to write', () => {
    expectAt(lintAll(withFrench(shipped, frSales('  {}\n'))), salesText, {
      rule: 'missing-translation',
      file: sales,
      line: `question: ${question}`,
      mark: question,
      severity: 'warning',
      language: 'fr',
      message:
        `wizard.steps.crmPlatform.question has no Français (fr) text: add "wizard.steps.crmPlatform.question: { text: ..., source: ${sourceHash(question)} }" ` +
        `under texts in ${sales.replace(/sales\.yaml$/, 'fr/sales.yaml')}`,
    });
  });

  it('not for a text no visitor is shown: a band no score reaches, acknowledged', () => {
    // the clean test department reaches 0, 2-8 and 10: a band of 9 alone never shows
    const alpha = department((d) => {
      d.bands = {
        card: {
          bands: [
            { min: 10, color: 'green', text: 'Top' },
            { min: 9, max: 9, color: 'green', text: 'Nine' },
            { max: 8, color: 'red', text: 'Rest' },
          ],
        },
      };
      d.acknowledge = [{ rule: 'band-unreachable', at: 'bands.card.bands[1]', reason: 'kept for a later scale' }];
    });
    const site = singles().find((s) => s.path === 'site.yaml')!;
    const problems = lintSet(
      alpha,
      { path: 'site.yaml', text: declaring(site.text, [['fr', 'Français']]) },
      { path: 'fr/alpha.yaml', text: 'kind: translation\nlanguage: fr\ntexts: {}\n' },
    );
    expect(ofRule(problems, 'band-unreachable').map((p) => [p.path, Boolean(p.acknowledged)])).toEqual([['bands.card.bands[1]', true]]);
    const missing = ofRule(problems, 'missing-translation').map((p) => p.path);
    expect(missing).toContain('bands.card.bands[0].text');
    expect(missing).toContain('bands.card.bands[2].text');
    expect(missing).not.toContain('bands.card.bands[1].text');
  });
});

describe('unknown-translation', () => {
  it('a misspelt key, with the key it was meant to be', () => {
    const file = frSales(`  wizard.steps.crmPlatform.questoin: { text: ¿Qué CRM usa?, source: "${sourceHash(question)}" }\n`);
    expectAt(lintAll(withFrench(shipped, file)), file.text, {
      rule: 'unknown-translation',
      file: file.path,
      line: 'questoin',
      mark: '{ text',
      severity: 'warning',
      message: `wizard.steps.crmPlatform.questoin names no text of ${sales}; did you mean "wizard.steps.crmPlatform.question"?`,
    });
  });
});

describe('stale-translation', () => {
  it('a source text edited after it was translated: at the source line, with the new hash', () => {
    const edited = 'Which CRM does your sales team use?';
    const b = broken({ file: 'sales.yaml', find: question, replace: edited });
    const file = frSales(`  wizard.steps.crmPlatform.question:\n    text: Quel CRM votre équipe utilise-t-elle ?\n    source: ${sourceHash(question)}\n`);
    expectAt(lintAll(withFrench(b.sources, file)), file.text, {
      rule: 'stale-translation',
      file: file.path,
      line: `source: ${sourceHash(question)}`,
      mark: sourceHash(question),
      severity: 'warning',
      message: `wizard.steps.crmPlatform.question: the source text changed since this was translated; it now reads "${edited}". Check the translation, then set source: ${sourceHash(edited)}`,
    });
  });

  it('none once the new hash is written', () => {
    const edited = 'Which CRM does your sales team use?';
    const b = broken({ file: 'sales.yaml', find: question, replace: edited });
    const file = frSales(`  wizard.steps.crmPlatform.question:\n    text: Quel CRM votre équipe utilise-t-elle ?\n    source: ${sourceHash(edited)}\n`);
    expect(ofRule(lintAll(withFrench(b.sources, file)), 'stale-translation').filter((p) => p.file === file.path)).toEqual([]);
  });
});

describe('placeholder-mismatch', () => {
  const label = 'Question {n} of {total}';
  it.each([
    { what: 'a dropped placeholder', text: 'Question {n}', said: 'lacks {total}' },
    { what: 'an added placeholder', text: 'Question {n} sur {total} ({score})', said: 'has {score}, which the source does not' },
  ])('$what', ({ text, said }) => {
    const file = frSales(`  wizard.progress.label:\n    text: "${text}"\n    source: ${sourceHash(label)}\n`);
    expectAt(lintAll(withFrench(shipped, file)), file.text, {
      rule: 'placeholder-mismatch',
      file: file.path,
      line: `text: "${text}"`,
      mark: text,
      message: `wizard.progress.label: the translation ${said}; keep the source's placeholders ("${label}")`,
    });
  });
});

describe('plural-forms', () => {
  const peers = 'Your score is higher than {percent}% of the {teams, plural, one {# sales team} other {# sales teams}} that took this assessment.';

  it('a Spanish plural without many', () => {
    const text = 'Su puntuación supera al {percent}% de los {teams, plural, one {# equipo} other {# equipos}} que hicieron esta evaluación.';
    const file = translation('es', 'sales.yaml', `  results.blocks.1.text:\n    text: "${text}"\n    source: ${sourceHash(peers)}\n`);
    expectAt(lintAll(withFrench(shipped, file)), file.text, {
      rule: 'plural-forms',
      file: file.path,
      line: 'text: "Su puntuación',
      mark: '{teams, plural',
      message:
        'The plural of {teams} lacks "many"; in es a number takes the forms "one", "many", "other" (Intl.PluralRules), e.g. one {...} many {...} other {...}',
    });
  });

  it('an English plural with few', () => {
    const b = broken({ file: 'sales.yaml', find: 'one {# sales team} other', replace: 'one {# sales team} few {# sales teams} other' }, '{teams, plural');
    expectAt(lintAll(b.sources), b.text, {
      rule: 'plural-forms',
      file: sales,
      line: 'few {# sales teams}',
      mark: '{teams, plural',
      message:
        'The plural of {teams} has "few", which en never uses; in en a number takes the forms "one", "other" (Intl.PluralRules), e.g. one {...} other {...}',
    });
  });
});

describe('fixed-plural', () => {
  const payback = /\{roiTimeline, plural, one \{# month\} other \{# months\}\}/;

  it('"{n} months" in English', () => {
    const b = broken({ file: 'sales.yaml', find: payback.exec(salesText)![0], replace: '{roiTimeline} months' });
    expectAt(lintAll(b.sources), b.text, {
      rule: 'fixed-plural',
      file: sales,
      line: 'gives {roiTimeline} months',
      mark: '{roiTimeline} months',
      severity: 'warning',
      message:
        '"{roiTimeline} months" reads "1 months" when {roiTimeline} is 1: write it with its plural forms, {roiTimeline, plural, one {# ...} other {# months}}, or a format that counts (:hours, :months)',
    });
  });

  it('"{n} meses" in Spanish', () => {
    const source = salesText.split('\n').find((l) => payback.test(l))!;
    const english = /text: "(.*)" \}$/.exec(source)![1]!;
    const text = 'Recuperación en {roiTimeline} meses ({setupCost:currency} + {setupPerSeat:currency} x {teamSize})';
    const file = translation('es', 'sales.yaml', `  results.blocks.7.lines.7.text:\n    text: "${text}"\n    source: ${sourceHash(english)}\n`);
    expectAt(lintAll(withFrench(shipped, file)), file.text, {
      rule: 'fixed-plural',
      file: file.path,
      line: 'Recuperación',
      mark: '{roiTimeline} meses',
      severity: 'warning',
      message:
        '"{roiTimeline} meses" reads "1 meses" when {roiTimeline} is 1: write it with its plural forms, {roiTimeline, plural, one {# ...} other {# meses}}, or a format that counts (:hours, :months)',
    });
  });
});
