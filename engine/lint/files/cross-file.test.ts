import { describe, expect, it } from 'vitest';
import { lint } from '../index.js';
import { baseSource, department, lintSet, ofRule, second, singles } from '../../../tests/lint/sources.js';

describe('duplicate-id', () => {
  it('reports both departments with an id, each naming the other', () => {
    const problems = lintSet(
      department(),
      second((d) => (d.id = 'alpha')),
    );
    expect(ofRule(problems, 'duplicate-id')).toMatchObject([
      { file: 'alpha.yaml', path: 'id', message: 'Department id "alpha" is also the id of beta.yaml; every department needs its own id' },
      { file: 'beta.yaml', path: 'id', message: 'Department id "alpha" is also the id of alpha.yaml; every department needs its own id' },
    ]);
  });
});

describe('menu-conflict', () => {
  it('reports two departments under one menu label', () => {
    const problems = lintSet(
      department(),
      second((d) => (d.menu = { label: 'Alpha', order: 2 })),
    );
    expect(ofRule(problems, 'menu-conflict').map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      'alpha.yaml menu.label Menu label "Alpha" is also the label of beta.yaml; visitors could not tell the two entries apart',
      'beta.yaml menu.label Menu label "Alpha" is also the label of alpha.yaml; visitors could not tell the two entries apart',
    ]);
  });
});

describe('api-conflict', () => {
  it('reports two calculations on one path, the quote generator included', () => {
    const problems = lintSet(
      department((d) => (d.api = '/api/quotes')),
      second((d) => (d.api = '/api/quotes')),
    );
    expect(ofRule(problems, 'api-conflict').map((p) => `${p.file} ${p.message}`)).toEqual([
      'alpha.yaml API path "/api/quotes" is also used by beta.yaml and quotes.yaml; every calculation needs its own path',
      'beta.yaml API path "/api/quotes" is also used by alpha.yaml and quotes.yaml; every calculation needs its own path',
      'quotes.yaml API path "/api/quotes" is also used by alpha.yaml and beta.yaml; every calculation needs its own path',
    ]);
  });
});

describe('session-key-conflict', () => {
  it('reports a key another department stores under', () => {
    const problems = lintSet(
      department(),
      second((d) => (d.session = { results: 'alphaResults' })),
    );
    expect(ofRule(problems, 'session-key-conflict')).toMatchObject([
      {
        file: 'alpha.yaml',
        path: 'session.results',
        message: expect.stringContaining('Session key "alphaResults" is also used by beta.yaml at session.results'),
      },
      {
        file: 'beta.yaml',
        path: 'session.results',
        message: expect.stringContaining('Session key "alphaResults" is also used by alpha.yaml at session.results'),
      },
    ]);
  });

  it('reports answers and results under one key', () => {
    const problems = lintSet(department((d) => (d.session = { results: 'alphaResults', answers: 'alphaResults' })));
    expect(ofRule(problems, 'session-key-conflict').map((p) => `${p.path} ${p.message}`)).toEqual([
      'session.results Session key "alphaResults" is also used by this file at session.answers; two stores under one key overwrite each other',
      'session.answers Session key "alphaResults" is also used by this file at session.results; two stores under one key overwrite each other',
    ]);
  });
});

describe('missing-file', () => {
  it('names each missing kind when a whole folder is linted', () => {
    const problems = lint([
      { ...department(), path: 'defs/alpha.yaml' },
      { ...baseSource('site'), path: 'defs/site.yaml' },
    ]);
    expect(ofRule(problems, 'missing-file')).toMatchObject([
      { file: 'defs', line: 1, col: 1, message: expect.stringContaining('No definition file of kind "quotes"') },
      { file: 'defs', message: expect.stringContaining('No definition file of kind "reports"') },
    ]);
  });

  it('reports a second file of one kind', () => {
    const problems = lint([department(), ...singles(), { ...baseSource('site'), path: 'site-copy.yaml' }]);
    expect(ofRule(problems, 'missing-file')).toMatchObject([
      { file: 'site-copy.yaml', path: 'kind', message: expect.stringContaining('the first is site.yaml') },
    ]);
  });

  it('stays quiet for single files', () => {
    expect(lint([department()], { wholeSet: false })).toEqual([]);
  });
});
