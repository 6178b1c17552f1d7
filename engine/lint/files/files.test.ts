import { describe, expect, it } from 'vitest';
import { lint } from '../index.js';
import { department, ofRule, singles } from '../../../tests/lint/sources.js';

const withSchema = (line: string) => ({ ...department(), path: 'defs/alpha.yaml', text: `${line}\n${department().text}` });
const inDefs = singles().map((s) => ({ ...s, path: `defs/${s.path}` }));
const lintWith = (files: string[], line = '# yaml-language-server: $schema=../schema/department.schema.json') =>
  lint([withSchema(line), ...inDefs], { exists: (p) => files.includes(p) });

describe('schema-path', () => {
  it('accepts a $schema line that points at the schema of its kind', () => {
    expect(ofRule(lintWith(['schema/department.schema.json']), 'schema-path')).toEqual([]);
  });

  it('reports a $schema line that points at no file, at its line and column', () => {
    expect(ofRule(lintWith([], '# yaml-language-server: $schema=../../schema/department.schema.json'), 'schema-path')).toMatchObject([
      { file: 'defs/alpha.yaml', line: 1, col: 33, message: expect.stringContaining('which does not exist (../schema/department.schema.json)') },
    ]);
  });

  it('reports a $schema line for another kind', () => {
    const line = '# yaml-language-server: $schema=../schema/site.schema.json';
    expect(ofRule(lintWith(['schema/site.schema.json'], line), 'schema-path').map((p) => p.message)).toEqual([
      'The $schema line points at ../schema/site.schema.json, but this file is of kind "department"; use department.schema.json, or editors suggest the wrong keys',
    ]);
  });

  it('stays quiet without a way to look at files', () => {
    expect(ofRule(lint([withSchema('# yaml-language-server: $schema=nowhere.json'), ...inDefs]), 'schema-path')).toEqual([]);
  });
});

describe('missing-personas', () => {
  it('names the personas file a department lacks when its folder keeps personas', () => {
    expect(ofRule(lintWith(['schema/department.schema.json', 'defs/personas']), 'missing-personas')).toMatchObject([
      {
        file: 'defs/alpha.yaml',
        path: 'id',
        message: expect.stringMatching(/^Department "alpha" has no personas file: add defs\/personas\/alpha\.yaml with at least 4 personas/),
      },
    ]);
    expect(ofRule(lintWith(['schema/department.schema.json', 'defs/personas', 'defs/personas/alpha.yaml']), 'missing-personas')).toEqual([]);
  });

  it('stays quiet for a folder without personas', () => {
    expect(ofRule(lintWith(['schema/department.schema.json']), 'missing-personas')).toEqual([]);
  });
});
