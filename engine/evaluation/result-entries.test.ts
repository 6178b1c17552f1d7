import { describe, expect, it } from 'vitest';
import { figuresOf, listWords, parseEntry } from './result-entries.js';
import { ResultEntryInput } from '../schema/result.js';

describe('parseEntry', () => {
  it('tells a figure, a group and each list apart', () => {
    expect(parseEntry('savings', 'hours * rate')).toEqual({
      kind: 'figure',
      field: 'savings',
      figure: { name: 'savings', text: 'hours * rate', path: ['result', 'savings'] },
    });
    expect(parseEntry('costs', { monthly: 'fee / 12' })).toEqual({
      kind: 'group',
      field: 'costs',
      figures: [{ name: 'monthly', text: 'fee / 12', path: ['result', 'costs', 'monthly'] }],
    });
    expect(parseEntry('advice', '$recommendations')).toEqual({ kind: 'list', field: 'advice', list: 'recommendations' });
    // the list every check once missed: it passed as a figure
    expect(parseEntry('nextChanges', '$nextChanges')).toEqual({ kind: 'list', field: 'nextChanges', list: 'nextChanges' });
  });

  it('accepts every list word in the schema', () => {
    for (const word of Object.values(listWords)) expect(ResultEntryInput.parse(word)).toBe(word);
  });
});

describe('figuresOf', () => {
  it('gives a figure itself, a group its figures and a list none', () => {
    expect(figuresOf(parseEntry('savings', 'hours')).map((f) => f.name)).toEqual(['savings']);
    expect(figuresOf(parseEntry('costs', { a: '1', b: '2' })).map((f) => f.name)).toEqual(['a', 'b']);
    expect(figuresOf(parseEntry('nextChanges', '$nextChanges'))).toEqual([]);
  });
});
