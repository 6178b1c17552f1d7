import type jsep from 'jsep';

// what an editor meant by an operator the expressions do not have
const operatorHints: Record<string, string> = {
  '**': 'multiply instead (a * a)',
  '^': 'multiply instead (a * a)',
  '===': 'use ==',
  '!==': 'use !=',
  '&': 'use and',
  '|': 'use or',
  '??': 'use a ? b : c',
};
const allowed = 'use + - * / %, < <= > >= == !=, and, or, not';

/** an operator the expressions do not have, in an editor's words */
export const operatorMessage = (op: string): string => `"${op}" is not an operator here: ${operatorHints[op] ?? allowed}`;

// the parser's messages, each with the words an editor knows
const syntax: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Expected expression after %$/, () => '"%" is the remainder and needs a value after it; for a percent, divide by 100'],
  [/^Expected expression after (.+)$/, (m) => `"${m[1]}" needs a value after it`],
  [/^(Unclosed \(|Expected \))$/, () => 'a "(" is not closed: add ")"'],
  [/^Expected :$/, () => 'a "?" needs ": value" after it: condition ? yes : no'],
  [/^Unexpected "="$/, () => '"=" is not an operator: use == to compare, or <= and >='],
  [/^Unexpected (?:token )?"?\)"?$/, () => 'a ")" has no value or "(" before it'],
  [/^Variable names cannot start with a number/, () => 'a name cannot start with a digit: put * between a number and a name (2 * hours)'],
  [/^Unclosed quote/, () => 'a quote is not closed; expressions hold numbers and names, not texts'],
  [/^Unexpected "(.+)"$/, (m) => `"${m[1]}" cannot be used here; ${allowed}`],
  [/^missing unaryOp argument$/, () => 'an operator is missing its value'],
];

/** a parse error, in an editor's words */
export function syntaxMessage(description: string): string {
  for (const [pattern, say] of syntax) {
    const m = description.match(pattern);
    if (m) return say(m);
  }
  return description;
}

const shown = (node: jsep.Expression | undefined): string =>
  node === undefined ? 'nothing' : node.type === 'Identifier' ? `"${node.name as string}"` : node.type === 'Literal' ? `${String(node.raw)}` : 'a value';

// an x written for "times": a name of its own, or the name of a call when a "(" follows (a x (b + c))
const timesName = (n: jsep.Expression): string | undefined => {
  const name =
    n.type === 'Identifier'
      ? n.name
      : n.type === 'CallExpression' && (n.callee as jsep.Expression).type === 'Identifier'
        ? (n.callee as jsep.Expression).name
        : undefined;
  return typeof name === 'string' && ['x', 'X', '×'].includes(name) ? name : undefined;
};

/** an "x" among values written one after the other (the parser takes round(a x b) as three arguments): where, and what to write */
export function timesSign(values: jsep.Expression[], text: string): { offset: number; message: string } | undefined {
  const name = values.slice(1).map(timesName).find(Boolean);
  if (!name) return undefined;
  const at = text.search(new RegExp(`(?<![\\p{L}\\d_$])${name}(?![\\p{L}\\d_$])`, 'u'));
  // max(a, x): a value named x, after a comma
  if (/[,(]\s*$/.test(text.slice(0, Math.max(0, at)))) return undefined;
  return { offset: Math.max(0, at), message: `"${name}" is not an operator: use * to multiply` };
}

/** values written one after the other (a b, a x b, a, b): what was meant, and where */
export function sideBySide(body: jsep.Expression[], text: string): { offset: number; message: string } {
  const times = timesSign(body, text);
  if (times) return times;
  for (const [sign, message] of [
    [';', 'an expression is one value: remove ";"'],
    [',', 'a comma only separates the values of a function, such as max(a, b)'],
  ] as const) {
    if (text.includes(sign)) return { offset: text.indexOf(sign), message };
  }
  if (body.length < 2) return { offset: 0, message: 'the expression is empty: write a number, a name or a formula' };
  return { offset: 0, message: `${shown(body[0])} and ${shown(body[1])} stand side by side: put an operator such as * or + between them` };
}
