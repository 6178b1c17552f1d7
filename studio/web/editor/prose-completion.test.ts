import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { inProse, notInProse } from './prose-completion.js';

describe('the schema completion as one types', () => {
  it('tells prose (a value with a space before the cursor) from a key, an id or an allowed value', () => {
    expect(inProse('    text: How many people')).toBe(true);
    expect(inProse('    text: "How many')).toBe(true);
    expect(inProse('      more words of a folded text')).toBe(true);
    expect(inProse('    text: Rule: keep')).toBe(true);
    expect(inProse('  - kind: num')).toBe(false);
    expect(inProse('    tit')).toBe(false);
    expect(inProse('    kind: ')).toBe(false);
    expect(inProse('  - ')).toBe(false);
  });

  it('asks the schema at a key and on Ctrl+Space, never while a sentence is typed', () => {
    const asked: number[] = [];
    const source = notInProse((ctx) => (asked.push(ctx.pos), null));
    const doc = 'steps:\n  - kind: num\n    text: How many people\n';
    const state = EditorState.create({ doc });
    const at = (find: string) => doc.indexOf(find) + find.length;
    source(new CompletionContext(state, at('kind: num'), false));
    source(new CompletionContext(state, at('How many people'), false));
    source(new CompletionContext(state, at('How many people'), true));
    expect(asked).toEqual([at('kind: num'), at('How many people')]);
  });
});
