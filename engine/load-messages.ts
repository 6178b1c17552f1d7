import { isScalar, visit, type Document, type LineCounter } from 'yaml';

/** the message for a key written twice in one map, naming the key and both lines */
export function duplicateKey(doc: Document, lines: LineCounter, offset: number): string | undefined {
  let message: string | undefined;
  visit(doc, {
    Map(_, map) {
      const keys = map.items.map((p) => p.key).filter(isScalar);
      const again = keys.find((k) => k.range?.[0] === offset);
      const first = again && keys.find((k) => k.value === again.value);
      if (!again || !first?.range) return undefined;
      const [a, b] = [first.range[0], offset].map((o) => lines.linePos(o).line);
      message = `The key "${String(again.value)}" appears twice in one map, ${a === b ? `on line ${a}` : `at lines ${a} and ${b}`}; keep one`;
      return visit.BREAK;
    },
  });
  return message;
}

export const indentCodes = new Set(['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'BAD_INDENT', 'MISSING_CHAR']);
const indentOf = (line: string) => line.length - line.trimStart().length;
const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/** an indentation slip in an editor's words, at the line that slipped */
export function indentation(text: string, line: number, parser: string): { pos: { line: number; col: number }; message: string } | undefined {
  const all = text.split('\n');
  const here = all[line - 1] ?? '';
  if (parser.startsWith('Nested mappings')) {
    // a key indented deeper than the one above reads as more of that key's value
    const next = all.findIndex((l, i) => i >= line && l.trim() !== '' && !l.trim().startsWith('#'));
    if (next < 0) return undefined;
    return {
      pos: { line: next + 1, col: indentOf(all[next]!) + 1 },
      message: `This line (${spaces(indentOf(all[next]!))}) is indented deeper than line ${line} above it (${spaces(indentOf(here))}), so it reads as more of that line's value; line the two up, or end line ${line} with a key and ":" to nest this line under it`,
    };
  }
  if (parser.startsWith('All mapping items') || parser.startsWith('All sequence items') || parser.startsWith('A block sequence')) {
    const above = all
      .slice(0, line - 1)
      .reverse()
      .find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    const what = here.trimStart().startsWith('-') ? 'list item' : 'key';
    return {
      pos: { line, col: indentOf(here) + 1 },
      message: `This ${what} is indented by ${spaces(indentOf(here))}, unlike its neighbours${above === undefined ? '' : ` (the line above: ${spaces(indentOf(above))})`}; items of one map or list start at the same column`,
    };
  }
  return undefined;
}
