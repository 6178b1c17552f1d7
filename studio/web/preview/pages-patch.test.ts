import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../../engine/load.js';
import { readSources } from '../../../node/read-definitions.js';
import type { PagesDefinitions } from '../findings/worker-protocol.js';
import { applyPatch, keepUnchanged, pagesPatch } from './pages-patch.js';

const pagesOf = (sources: ReturnType<typeof readSources>): PagesDefinitions => {
  const d = loadDefinitions(sources).definitions!;
  return { site: d.site, departments: d.departments, quotes: d.quotes, reports: d.reports };
};
const shipped = readSources();
const edit = (path: string, from: string, to: string) => shipped.map((s) => (s.path === path ? { ...s, text: s.text.replace(from, to) } : s));
const hr = shipped.find((s) => s.path === 'definitions/hr.yaml')!;
// a question's text with a word put in after its first word (quoted or not, it stays valid YAML)
const firstText = /^\s+text: (.+)$/m.exec(hr.text)![1]!;
const editedText = firstText.replace(/(\w+)/, '$1 edited');

describe('what the load worker sends the preview after an edit', () => {
  const before = pagesOf(shipped);

  it('sends everything the first time, and the same definitions come out', () => {
    const patch = pagesPatch(undefined, before)!;
    expect(patch.departments.map((d) => d.id)).toEqual(before.departments.map((d) => d.id));
    expect(applyPatch(undefined, patch)).toEqual(before);
  });

  it('sends only the edited department, and the page keeps every other part as it was', () => {
    const after = keepUnchanged(before, pagesOf(edit('definitions/hr.yaml', firstText, editedText)));
    const patch = pagesPatch(before, after)!;
    expect(patch.departments.map((d) => d.id)).toEqual(['hr']);
    expect(patch.site ?? patch.quotes ?? patch.reports).toBeUndefined();
    const page = applyPatch(before, patch);
    expect(page).toEqual(after);
    expect(JSON.stringify(page.departments.find((d) => d.id === 'hr'))).toContain(editedText.replace(/^"|"$/g, ''));
    expect(page.departments.filter((d) => d.id !== 'hr').every((d) => before.departments.includes(d))).toBe(true);
    expect(page.site).toBe(before.site);
  });

  it('sends nothing when the edit changes nothing the pages read (a comment)', () => {
    const after = keepUnchanged(before, pagesOf(edit('definitions/hr.yaml', 'kind: department', 'kind: department # a comment')));
    expect(pagesPatch(before, after)).toBeUndefined();
  });

  it('names every department in order, so a department gone is gone from the page too', () => {
    const fewer = { ...before, departments: before.departments.slice(1) };
    const patch = pagesPatch(before, fewer)!;
    expect(patch.departments).toEqual([]);
    expect(applyPatch(before, patch).departments.map((d) => d.id)).toEqual(fewer.departments.map((d) => d.id));
  });
});
