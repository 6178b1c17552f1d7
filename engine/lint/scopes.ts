import type { RuleId } from './rules.js';

/**
 * What a rule reads, which decides what an edit makes it run again (engine/lint/incremental.ts):
 * - `file`: one file alone (a department's own rules, a file's $schema line, emoji and glyphs): its findings over
 *   the whole folder are those over each file by itself, kept while the file's text stays the same;
 * - `translations`: a source file, its translations (files of the same name) and the site's languages: kept while
 *   none of these changes;
 * - `folder`: several files at once (ids, routes, menus, the company report): run again on every edit, cheap.
 */
export type RuleScope = 'file' | 'translations' | 'folder';

export const ruleScopes: Record<RuleId, RuleScope> = {
  'duplicate-id': 'folder',
  'route-conflict': 'folder',
  'api-conflict': 'folder',
  'session-key-conflict': 'folder',
  'unknown-route': 'folder',
  'missing-file': 'folder',
  'duplicate-option': 'file',
  'duplicate-field': 'file',
  'unknown-field': 'file',
  'unknown-band': 'file',
  'unknown-component-field': 'file',
  'unknown-list-field': 'file',
  'other-option': 'file',
  'component-max': 'file',
  'score-range': 'file',
  'hidden-component': 'file',
  'scale-marks': 'file',
  'band-gap': 'file',
  'band-overlap': 'file',
  'band-beyond-max': 'file',
  'band-unreachable': 'file',
  'band-scale': 'file',
  // the home page's text counts the steps of the department its button opens
  'step-count-mismatch': 'folder',
  'score-range-mismatch': 'file',
  'sample-results': 'file',
  'unknown-placeholder': 'file',
  'invalid-sample': 'file',
  'growing-field': 'file',
  'duplicate-recommendation': 'file',
  'duplicate-component': 'file',
  'breakdown-shares': 'file',
  'schema-path': 'file',
  'missing-personas': 'file',
  'menu-conflict': 'folder',
  invariant: 'file',
  'figure-range': 'file',
  'missing-description': 'file',
  'report-department': 'folder',
  'report-figure': 'folder',
  'forward-reference': 'file',
  'self-reference': 'file',
  'unknown-option': 'file',
  'skipped-attrs': 'file',
  'skipped-unused': 'file',
  'number-range': 'file',
  'number-points': 'file',
  'unreachable-step': 'file',
  'always-asked': 'file',
  'progress-grows': 'file',
  'emoji-glyph': 'file',
  'pdf-glyph': 'file',
  // whether a translation's source file exists reads the whole folder
  'translation-file': 'folder',
  'missing-translation': 'translations',
  'unknown-translation': 'translations',
  'stale-translation': 'translations',
  'placeholder-mismatch': 'translations',
  'plural-forms': 'translations',
  'fixed-plural': 'translations',
  'theme-contrast': 'file',
  'band-contrast': 'folder', // a colour is reported where it is first used, over every department
  'theme-file': 'folder',
};
