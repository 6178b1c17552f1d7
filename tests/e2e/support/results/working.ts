import { expect, type Locator } from '@playwright/test';

/** "$1,234.50" -> 1234.5; "45.3%" -> 45.3 */
const numberOf = (token: string): number => Number(token.replace(/[$,%]/g, ''));

const tokens = /\$?\d[\d,]*(?:\.\d+)?%?|[()]|(?<=^|\s)[x÷+-](?=\s|$)/g;

/** evaluates "a x (b + c) ÷ d" as a reader would, ignoring the words between the figures */
function redo(sum: string): number {
  const list = sum.match(tokens) ?? [];
  let i = 0;
  const atom = (): number => {
    const t = list[i++];
    if (t === '(') {
      const v = expr();
      i++; // the closing bracket
      return v;
    }
    if (t === undefined) throw new Error(`"${sum}" ends early`);
    return numberOf(t);
  };
  const term = (): number => {
    let v = atom();
    while (list[i] === 'x' || list[i] === '÷') v = list[i++] === 'x' ? v * atom() : v / atom();
    return v;
  };
  const expr = (): number => {
    let v = term();
    while (list[i] === '+' || list[i] === '-') v = list[i++] === '+' ? v + term() : v - term();
    return v;
  };
  return expr();
}

/** the sums a line writes out: the text after the last colon or semicolon before each "=" */
export function sumsOf(text: string): { sum: string; shown: string; expected: number; got: number }[] {
  return [...text.matchAll(/([^:;=]+)=\s*(\$?\d[\d,]*(?:\.\d+)?%?)/g)].map(([, sum, shown]) => {
    const got = redo(sum!);
    return { sum: sum!.trim(), shown: shown!, expected: numberOf(shown!), got: shown!.endsWith('%') ? got * 100 : got };
  });
}

/** every sum of the working adds up by hand, within the rounding of the figures it shows */
export async function expectSumsAddUp(block: Locator): Promise<number> {
  const lines = await block.locator('td').allInnerTexts();
  let count = 0;
  for (const line of lines) {
    for (const s of sumsOf(line)) {
      const slack = s.shown.endsWith('%') ? 0.06 : Math.max(1, Math.abs(s.expected) * 1e-4);
      expect(Math.abs(s.got - s.expected), `"${s.sum} = ${s.shown}" redone by hand gives ${s.got}`).toBeLessThanOrEqual(slack);
      count++;
    }
  }
  return count;
}
