import { describe, expect, it } from 'vitest';
import { department, lintSet, ofRule } from '../../../tests/lint/sources.js';

describe('missing-description', () => {
  it('accepts pages that each have a meta description', () => {
    expect(ofRule(lintSet(department()), 'missing-description')).toEqual([]);
  });

  it('names the page without one and points at its section', () => {
    const problems = lintSet(department((d) => delete d.wizard.metaDescription));
    expect(ofRule(problems, 'missing-description')).toMatchObject([
      {
        file: 'alpha.yaml',
        path: 'wizard',
        severity: 'warning',
        message: 'Page /alpha-assessment has no metaDescription; search results show one or two sentences of it under the page title',
      },
    ]);
  });
});
