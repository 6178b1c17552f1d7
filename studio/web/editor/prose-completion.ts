import type { CompletionContext } from '@codemirror/autocomplete';

/**
 * Whether the cursor stands in prose: the value before it on its line (after any indent, list dashes and key) holds a
 * space. A key, an id or an allowed value has none, so the schema has nothing to offer there.
 * @example inProse('  text: How many people') // true; inProse('    kind: num') // false
 */
export const inProse = (before: string): boolean => /\s/.test(before.replace(/^\s*(?:-\s+)*(?:[^\s:#][^:#]*:\s+)?/, ''));

/**
 * The schema's completion as one types, except in prose (a question's text, a description): there it would only
 * work through the whole schema at each key (some 50 ms on the page's thread) to offer nothing. Ctrl+Space still asks.
 */
export function notInProse<R>(source: (ctx: CompletionContext) => R): (ctx: CompletionContext) => R | null {
  return (ctx) => {
    const line = ctx.state.doc.lineAt(ctx.pos);
    return !ctx.explicit && inProse(line.text.slice(0, ctx.pos - line.from)) ? null : source(ctx);
  };
}
