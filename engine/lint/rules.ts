import { bandBeyondMax, bandGap, bandOverlap, bandScale, bandUnreachable } from './scores/bands.js';
import { apiConflict, duplicateId, menuConflict, missingFile, sessionKeyConflict } from './files/cross-file.js';
import { missingPersonas, schemaPath } from './files/files.js';
import { duplicateComponent, duplicateRecommendation } from './files/own-ids.js';
import { unknownPlaceholder } from './results/placeholders.js';
import { figureRange, invariant } from './scores/invariants.js';
import { growingField, unknownBand, unknownComponentField, unknownField, unknownListField } from './results/references.js';
import { reportDepartment, reportFigure } from './results/report-from.js';
import { routeConflict, unknownRoute } from './files/routes.js';
import { missingDescription } from './files/meta-description.js';
import { sampleResults } from './results/sample-results.js';
import { invalidSample } from './results/samples.js';
import { breakdownShares, componentMax, hiddenComponent, scaleMarks, scoreRange } from './scores/scores.js';
import { duplicateField, duplicateOption, otherOption } from './steps/steps.js';
import { scoreRangeMismatch, stepCountMismatch } from './results/texts.js';
import { numberPoints, numberRange } from './steps/numbers.js';
import { emojiGlyph } from './emoji.js';
import { pdfGlyph } from './i18n/pdf-glyph.js';
import { alwaysAsked, progressGrows, unreachableStep } from './steps/paths.js';
import { forwardReference, selfReference, skippedAttrs, skippedUnused, unknownOption } from './steps/step-conditions.js';
import {
  fixedPlural,
  missingTranslation,
  placeholderMismatch,
  pluralForms,
  staleTranslation,
  translationFileRule,
  unknownTranslation,
} from './i18n/translations.js';
import { bandContrast, themeContrast, themeFile } from './theme/theme.js';
import type { Check } from './types.js';

/** the lint's rule ids; definitions name them in `acknowledge`, so they never change */
export type RuleId =
  | 'duplicate-id'
  | 'route-conflict'
  | 'api-conflict'
  | 'session-key-conflict'
  | 'unknown-route'
  | 'missing-file'
  | 'duplicate-option'
  | 'duplicate-field'
  | 'unknown-field'
  | 'unknown-band'
  | 'unknown-component-field'
  | 'unknown-list-field'
  | 'other-option'
  | 'component-max'
  | 'score-range'
  | 'hidden-component'
  | 'scale-marks'
  | 'band-gap'
  | 'band-overlap'
  | 'band-beyond-max'
  | 'band-unreachable'
  | 'band-scale'
  | 'step-count-mismatch'
  | 'score-range-mismatch'
  | 'sample-results'
  | 'unknown-placeholder'
  | 'invalid-sample'
  | 'growing-field'
  | 'duplicate-recommendation'
  | 'duplicate-component'
  | 'breakdown-shares'
  | 'schema-path'
  | 'missing-personas'
  | 'menu-conflict'
  | 'invariant'
  | 'figure-range'
  | 'missing-description'
  | 'report-department'
  | 'report-figure'
  | 'forward-reference'
  | 'self-reference'
  | 'unknown-option'
  | 'skipped-attrs'
  | 'skipped-unused'
  | 'number-range'
  | 'number-points'
  | 'unreachable-step'
  | 'always-asked'
  | 'progress-grows'
  | 'emoji-glyph'
  | 'pdf-glyph'
  | 'translation-file'
  | 'missing-translation'
  | 'unknown-translation'
  | 'stale-translation'
  | 'placeholder-mismatch'
  | 'plural-forms'
  | 'fixed-plural'
  | 'theme-contrast'
  | 'band-contrast'
  | 'theme-file';

export interface Rule {
  check: Check;
  /** one line for the rule list */
  about: string;
}

/** every rule over loaded definitions; the loader's own rules (yaml-syntax, schema...) come before these */
export const rules: Record<RuleId, Rule> = {
  'duplicate-id': { check: duplicateId, about: 'two departments share an id' },
  'route-conflict': { check: routeConflict, about: 'a page route is used twice, or is the home, 404 or API path' },
  'api-conflict': { check: apiConflict, about: 'two calculations share an API path' },
  'session-key-conflict': { check: sessionKeyConflict, about: 'two stores share a sessionStorage key' },
  'unknown-route': { check: unknownRoute, about: 'a button, link or redirect goes to no route' },
  'missing-file': { check: missingFile, about: 'no site, quotes or reports file, or two of one kind' },
  'duplicate-option': { check: duplicateOption, about: 'an option value appears twice in a question' },
  'duplicate-field': { check: duplicateField, about: 'a payload field is answered twice' },
  'unknown-field': { check: unknownField, about: 'a component takes points from no question' },
  'unknown-band': { check: unknownBand, about: 'a results block uses no band set' },
  'unknown-component-field': { check: unknownComponentField, about: 'a component is shown from no result field' },
  'unknown-list-field': { check: unknownListField, about: 'a recommendations or next-change block reads no list of the result' },
  'other-option': { check: otherOption, about: 'the "other" option of a question is wrong or misplaced' },
  'component-max': { check: componentMax, about: 'component maxima do not fit the answers or the score' },
  'score-range': { check: scoreRange, about: 'the reachable score does not fit its maximum' },
  'hidden-component': { check: hiddenComponent, about: 'the breakdown leaves out points of the score' },
  'scale-marks': { check: scaleMarks, about: 'scale marks do not run from 0 up to the maximum' },
  'band-gap': { check: bandGap, about: 'a reachable score falls in no band' },
  'band-overlap': { check: bandOverlap, about: 'an earlier band shadows scores a later band states' },
  'band-beyond-max': { check: bandBeyondMax, about: 'a band threshold is above the maximum' },
  'band-unreachable': { check: bandUnreachable, about: 'no reachable score falls in a band' },
  'band-scale': { check: bandScale, about: 'a band set looks made for another scale' },
  'step-count-mismatch': { check: stepCountMismatch, about: 'a text counts more or fewer steps than the wizard has' },
  'score-range-mismatch': { check: scoreRangeMismatch, about: 'a text gives the score another range than scoring.max ("0-30 points")' },
  'sample-results': { check: sampleResults, about: 'missing results show invented sample figures' },
  'unknown-placeholder': { check: unknownPlaceholder, about: 'a {placeholder} in a text names nothing, so visitors see the braces' },
  'invalid-sample': { check: invalidSample, about: 'sample answers or a sample result the department would refuse' },
  'growing-field': { check: growingField, about: 'growing names something that is not a result figure' },
  'duplicate-recommendation': { check: duplicateRecommendation, about: 'two recommendations share an id' },
  'duplicate-component': { check: duplicateComponent, about: 'two score components share an id' },
  'breakdown-shares': { check: breakdownShares, about: 'the breakdown shows fixed shares of the score, not what the answers earned' },
  'schema-path': { check: schemaPath, about: "the $schema line points at no schema file, or at another kind's" },
  'missing-personas': { check: missingPersonas, about: 'a department has no personas file beside it' },
  'menu-conflict': { check: menuConflict, about: 'two departments share a menu label' },
  'forward-reference': { check: forwardReference, about: 'a condition reads a step asked after it' },
  'self-reference': { check: selfReference, about: "a condition reads its own step's answer" },
  'unknown-option': { check: unknownOption, about: 'a condition tests an option the step does not have (or chose() on a number question)' },
  'skipped-attrs': { check: skippedAttrs, about: "a conditional step's skipped entry is missing, or lacks or adds attrs" },
  'skipped-unused': { check: skippedUnused, about: 'a skipped entry on a step without when, which never applies' },
  'number-range': { check: numberRange, about: 'a number question accepts no value (min above max), or too many to prove' },
  'number-points': { check: numberPoints, about: "a number question's points rows leave gaps, overlap, or reach outside min..max" },
  'unreachable-step': { check: unreachableStep, about: 'a step no answers can reach: its condition is false on every path (proven over every path)' },
  'always-asked': { check: alwaysAsked, about: 'a condition that holds on every path, so its step is always asked' },
  'progress-grows': { check: progressGrows, about: 'along some path the progress would go back: "{total}" grows or the bar falls (proven over every path)' },
  invariant: { check: invariant, about: 'an invariant fails for some answer set (proven over every answer set)' },
  'figure-range': { check: figureRange, about: 'a result figure is not finite or negative for some answer set' },
  'missing-description': { check: missingDescription, about: 'a page has no meta description for search results' },
  'report-department': { check: reportDepartment, about: 'a company report card takes its figures from no department' },
  'report-figure': { check: reportFigure, about: 'a company report card figure does not parse or reads no value of its results page' },
  'translation-file': {
    check: translationFileRule,
    about: 'a translation file in the wrong folder, of no source file, or of a language site.yaml does not declare',
  },
  'missing-translation': {
    check: missingTranslation,
    about: 'a text a visitor can be shown has no text in a declared language (a never-shown text needs none)',
  },
  'unknown-translation': { check: unknownTranslation, about: 'a translation of a text the source file does not have (renamed or removed)' },
  'stale-translation': { check: staleTranslation, about: 'the source text changed after it was translated (the translation keeps a hash of its source)' },
  'placeholder-mismatch': { check: placeholderMismatch, about: "a translation's {placeholders} differ from its source's" },
  'plural-forms': { check: pluralForms, about: "a plural lacks a case the language's plural rules need (Intl.PluralRules), or has one it never uses" },
  'fixed-plural': { check: fixedPlural, about: 'a number placeholder followed by a fixed plural word ("{roiTimeline} months" reads "1 months")' },
  'emoji-glyph': { check: emojiGlyph, about: "an emoji or icon the app's emoji set (Twemoji) cannot draw: visitors would see an empty box" },
  'theme-contrast': {
    check: themeContrast,
    about: "the theme's primary colour makes a pair below WCAG 2.2 AA: button text, links, the focus ring or the bars (4.5:1 text, 3:1 ring and bars)",
  },
  'band-contrast': { check: bandContrast, about: "a band colour's bar or words fall below WCAG 2.2 AA on the page's backgrounds" },
  'theme-file': { check: themeFile, about: 'the theme names a logo or font file that is not in the definitions folder' },
  'pdf-glyph': { check: pdfGlyph, about: "a text (in any language) holds a character the PDF's font cannot draw, so the PDF would leave it out" },
};
