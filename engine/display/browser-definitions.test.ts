import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../node/read-definitions.js';
import { browserDefinitions, inlineJson } from './browser-definitions.js';

const { definitions } = readDefinitions();

describe('browserDefinitions', () => {
  it('names each part after its content, so a page never reads a part of other definitions', () => {
    const before = browserDefinitions(definitions);
    const [first, ...rest] = definitions.departments;
    const edited = browserDefinitions({ ...definitions, departments: [{ ...first!, title: `${first!.title} (edited)` }, ...rest] });
    expect(edited.index.files.departments[first!.id]).not.toBe(before.index.files.departments[first!.id]);
    expect(edited.index.files.quotes).toBe(before.index.files.quotes);
    expect(JSON.parse(edited.files.get(edited.index.files.departments[first!.id]!)!)).toMatchObject({ title: `${first!.title} (edited)` });
  });

  it('points each route at the part its page loads first', () => {
    const { index, partOf } = browserDefinitions(definitions);
    const d = definitions.departments[0]!;
    expect(partOf.get(d.routes.results)).toBe(index.files.departments[d.id]);
    expect(partOf.get(definitions.quotes.route)).toBe(index.files.quotes);
    expect(partOf.get('/')).toBeUndefined();
  });

  it('writes JSON that cannot close the script element it sits in', () => {
    expect(inlineJson({ text: '</script><b>' })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
  });
});
