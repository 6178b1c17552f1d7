import { describe, expect, it } from 'vitest';
import { lint } from '../index.js';
import { department, lintSet, ofRule, second } from '../../../tests/lint/sources.js';

describe('route-conflict', () => {
  it('accepts two departments with routes of their own', () => {
    expect(lintSet(department(), second())).toEqual([]);
  });

  it('reports a route used twice at both places, each naming the other', () => {
    const problems = lintSet(
      department(),
      second((d) => (d.routes.results = '/alpha-results')),
    );
    expect(ofRule(problems, 'route-conflict')).toMatchObject([
      {
        file: 'alpha.yaml',
        path: 'routes.results',
        severity: 'error',
        message: 'Route "/alpha-results" is also used by beta.yaml at routes.results; every page needs a route of its own',
      },
      {
        file: 'beta.yaml',
        path: 'routes.results',
        severity: 'error',
        message: 'Route "/alpha-results" is also used by alpha.yaml at routes.results; every page needs a route of its own',
      },
    ]);
  });

  it('reports a department route that a report page or the home page owns', () => {
    const problems = lintSet(
      department((d) => {
        d.routes.landing = '/';
        d.routes.results = '/company-report';
      }),
    );
    expect(ofRule(problems, 'route-conflict').map((p) => p.message)).toEqual([
      'Route "/" is the home page\'s; a definition must use a route of its own',
      'Route "/company-report" is also used by reports.yaml at company.route; every page needs a route of its own',
      'Route "/company-report" is also used by alpha.yaml at routes.results; every page needs a route of its own',
    ]);
  });

  it('counts the routes of sample pages', () => {
    const problems = lintSet(
      department((d) => {
        d.samplePages = [
          { route: '/alpha-debug', answers: {} },
          { route: '/alpha', answers: {} },
        ];
        d.landing.nav = [{ label: 'Debug', to: '/alpha-debug' }];
      }),
    );
    expect(ofRule(problems, 'route-conflict').map((p) => p.path)).toEqual(['routes.landing', 'samplePages[1].route']);
  });

  it('keeps /api for the API', () => {
    const problems = lintSet(department((d) => (d.routes.results = '/api/results')));
    expect(ofRule(problems, 'route-conflict')).toMatchObject([{ path: 'routes.results', message: expect.stringContaining('kept for the API') }]);
  });
});

describe('unknown-route', () => {
  it('reports a button to no route, suggesting the near one', () => {
    const problems = lintSet(department((d) => (d.landing.buttons = [{ label: 'Start', to: '/alpha-asessment' }])));
    expect(ofRule(problems, 'unknown-route')).toMatchObject([
      {
        severity: 'error',
        path: 'landing.buttons[0].to',
        message: 'landing.buttons[0].to goes to "/alpha-asessment", which is no route of any definition; did you mean "/alpha-assessment"?',
      },
    ]);
  });

  it('checks redirects and the links of the other files too', () => {
    const problems = lintSet(department((d) => (d.results.missing = { kind: 'redirect', to: '/nowhere' })));
    expect(ofRule(problems, 'unknown-route').map((p) => `${p.file} ${p.path}`)).toEqual(['alpha.yaml results.missing.to']);
  });

  it('accepts the home page, the quotes page and the report pages as targets', () => {
    const problems = lintSet(department((d) => (d.landing.nav = ['/', '/quotes', '/report', '/company-report'].map((to) => ({ label: to, to })))));
    expect(ofRule(problems, 'unknown-route')).toEqual([]);
  });

  it('stays quiet when only some files are linted', () => {
    const problems = lint([department((d) => (d.landing.nav = [{ label: 'Elsewhere', to: '/elsewhere' }]))], { wholeSet: false });
    expect(problems).toEqual([]);
  });
});
