import jsep from 'jsep';
import { compile, type Scope } from '../expressions/expression.js';

type Node = jsep.Expression;

/** one sub-expression of a condition: its text, in words, and (when answers are given) its value */
export interface ConditionPart {
  text: string;
  words: string;
  /** 1 or more: holds; 0: does not; NaN: cannot be read on these answers */
  value?: number;
  parts: ConditionPart[];
}

const comparisons: Record<string, string> = { '<': 'is below', '<=': 'is at most', '>': 'is above', '>=': 'is at least', '==': 'is', '!=': 'is not' };
const joins: Record<string, string> = { '&&': 'and', and: 'and', '||': 'or', or: 'or' };

/** the text of a node as a condition writes it (jsep keeps no ranges), so a part can be compiled alone */
function textOf(node: Node): string {
  switch (node.type) {
    case 'Literal':
      return String(node.raw);
    case 'Identifier':
      return node.name as string;
    case 'UnaryExpression':
      return `${node.operator as string}${(node.operator as string).length > 1 ? ' ' : ''}${paren(node.argument as Node)}`;
    case 'BinaryExpression':
      return `${paren(node.left as Node)} ${node.operator as string} ${paren(node.right as Node)}`;
    case 'ConditionalExpression':
      return `${paren(node.test as Node)} ? ${paren(node.consequent as Node)} : ${paren(node.alternate as Node)}`;
    case 'CallExpression':
      return `${textOf(node.callee as Node)}(${(node.arguments as Node[]).map(textOf).join(', ')})`;
    default:
      return '';
  }
}
const paren = (node: Node) => (node.type === 'BinaryExpression' || node.type === 'ConditionalExpression' ? `(${textOf(node)})` : textOf(node));

const quoted = (values: string[]) => values.map((v) => `"${v}"`).join(' or ');

/** a node in words: chose(f, 'a', 'b') is "the answer to f is "a" or "b"", a comparison its word, and/or/not as said */
function wordsOf(node: Node): string {
  if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier') {
    const name = (node.callee as Node).name as string;
    const [first, ...rest] = node.arguments as Node[];
    const field = first ? textOf(first) : '';
    if (name === 'chose') return `the answer to ${field} is ${quoted(rest.map((a) => String(a.value)))}`;
    if (name === 'answered') return `${field} was asked and answered`;
  }
  if (node.type === 'BinaryExpression') {
    const op = node.operator as string;
    if (joins[op]) return `${wordsOf(node.left as Node)} ${joins[op]} ${wordsOf(node.right as Node)}`;
    if (comparisons[op]) return `${textOf(node.left as Node)} ${comparisons[op]} ${textOf(node.right as Node)}`;
  }
  if (node.type === 'UnaryExpression' && (node.operator === '!' || node.operator === 'not')) return `not (${wordsOf(node.argument as Node)})`;
  return textOf(node);
}

/** the parts worth evaluating one by one: the sides of and/or, the argument of not */
function childrenOf(node: Node): Node[] {
  if (node.type === 'BinaryExpression' && joins[node.operator as string]) return [node.left as Node, node.right as Node];
  if (node.type === 'UnaryExpression' && (node.operator === '!' || node.operator === 'not')) return [node.argument as Node];
  return [];
}

/**
 * A condition split into its parts (and, or, not), each in words and, given a scope, with its value: what "Why is
 * this asked?" shows. A text that does not parse is one part, in its own words.
 * @example conditionParts("chose(paidAds, 'yes')").words // 'the answer to paidAds is "yes"'
 */
export function conditionParts(text: string, scope?: Scope): ConditionPart {
  let ast: Node;
  try {
    ast = jsep(text);
  } catch {
    return { text, words: text, value: scope ? NaN : undefined, parts: [] };
  }
  const part = (node: Node): ConditionPart => {
    const own = textOf(node);
    return {
      text: own,
      words: wordsOf(node),
      ...(scope ? { value: compile(own, { conditions: true }).run(scope) } : {}),
      parts: childrenOf(node).map(part),
    };
  };
  return { ...part(ast), text };
}

/** a condition in words, without values */
export const conditionWords = (text: string): string => conditionParts(text).words;
