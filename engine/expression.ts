import jsep from 'jsep';
import { known } from './lint/suggest.js';
import { operatorMessage, sideBySide, syntaxMessage, timesSign } from './expression-words.js';

// words read better than symbols for content editors; both are accepted
jsep.addBinaryOp('and', 2);
jsep.addBinaryOp('or', 1);
jsep.addUnaryOp('not');

export type Scope = Readonly<Record<string, number>>;
export type Compiled = (scope: Scope) => number;

export interface ExpressionProblem {
  /** 0-based offset into the expression text */
  offset: number;
  message: string;
}

export interface CompileResult {
  run: Compiled;
  identifiers: string[];
  problems: ExpressionProblem[];
}

const functions: Record<string, { arity: [number, number]; fn: (...a: number[]) => number }> = {
  min: { arity: [1, 99], fn: Math.min },
  max: { arity: [1, 99], fn: Math.max },
  round: { arity: [1, 2], fn: (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits },
  ceil: { arity: [1, 1], fn: Math.ceil },
  floor: { arity: [1, 1], fn: Math.floor },
  abs: { arity: [1, 1], fn: Math.abs },
  clamp: { arity: [3, 3], fn: (x, lo, hi) => Math.min(Math.max(x, lo), hi) },
};
export const functionNames = Object.keys(functions);

const binary: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '<': (a, b) => +(a < b),
  '<=': (a, b) => +(a <= b),
  '>': (a, b) => +(a > b),
  '>=': (a, b) => +(a >= b),
  '==': (a, b) => +(a === b),
  '!=': (a, b) => +(a !== b),
};
const unary: Record<string, (a: number) => number> = { '-': (a) => -a, '+': (a) => a, '!': (a) => +!a, not: (a) => +!a };

type Node = jsep.Expression;
const noProperties = 'a name cannot hold "." or "[ ]": write the name alone, such as hourlyRate';
const fail = (): number => NaN;

/**
 * Compiles an expression into a function of named numbers. Never throws: problems are listed.
 * @example compile('round(hours * rate)').run({ hours: 10, rate: 37.5 }) // 375
 */
export function compile(text: string): CompileResult {
  const problems: ExpressionProblem[] = [];
  const identifiers = new Set<string>();
  let ast: Node;
  try {
    ast = jsep(text);
  } catch (e) {
    const err = e as { index?: number; description?: string; message: string };
    return { run: fail, identifiers: [], problems: [{ offset: err.index ?? 0, message: syntaxMessage(err.description ?? err.message) }] };
  }
  const offsetOf = (name: string) => Math.max(0, text.indexOf(name));

  const build = (node: Node): Compiled => {
    switch (node.type) {
      case 'Literal': {
        const v = node.value;
        if (typeof v === 'number') return () => v;
        if (typeof v === 'boolean') return () => +v;
        problems.push({ offset: offsetOf(String(node.raw)), message: `only numbers and names are allowed, not ${String(node.raw)}` });
        return fail;
      }
      case 'Identifier': {
        const name = node.name as string;
        if (name === 'true' || name === 'false') return name === 'true' ? () => 1 : () => 0;
        identifiers.add(name);
        // own names only: "constructor" or "__proto__" must not reach Object.prototype
        return (s) => (Object.hasOwn(s, name) ? s[name]! : NaN);
      }
      case 'UnaryExpression': {
        const op = unary[node.operator as string];
        const arg = build(node.argument as Node);
        if (!op) return unsupported(operatorMessage(node.operator as string));
        return (s) => op(arg(s));
      }
      case 'BinaryExpression': {
        const operator = node.operator as string;
        const left = build(node.left as Node);
        const right = build(node.right as Node);
        if (operator === '&&' || operator === 'and') return (s) => (left(s) ? right(s) : 0);
        if (operator === '||' || operator === 'or') return (s) => left(s) || right(s);
        const op = binary[operator];
        if (!op) return unsupported(operatorMessage(operator), offsetOf(operator));
        return (s) => op(left(s), right(s));
      }
      case 'ConditionalExpression': {
        const test = build(node.test as Node);
        const yes = build(node.consequent as Node);
        const no = build(node.alternate as Node);
        return (s) => (test(s) ? yes(s) : no(s));
      }
      case 'CallExpression': {
        const callee = node.callee as Node;
        if (callee.type !== 'Identifier') return unsupported(noProperties);
        const argNodes = node.arguments as Node[];
        const times = timesSign(argNodes, text);
        if (times) return unsupported(times.message, times.offset);
        const args = argNodes.map(build);
        const name = callee.name as string;
        const f = Object.hasOwn(functions, name) ? functions[name] : undefined;
        if (!f) {
          problems.push({
            offset: offsetOf(name),
            message: `unknown function "${name}"${known(name, functionNames)}`,
          });
          return fail;
        }
        if (args.length < f.arity[0] || args.length > f.arity[1]) {
          problems.push({ offset: offsetOf(name), message: `${name}() takes ${f.arity.join(' to ')} arguments, got ${args.length}` });
          return fail;
        }
        return (s) => f.fn(...args.map((a) => a(s)));
      }
      case 'MemberExpression':
        return unsupported(noProperties);
      case 'Compound':
      case 'SequenceExpression': {
        const { offset, message } = sideBySide((node.body ?? node.expressions) as Node[], text);
        return unsupported(message, offset);
      }
      case 'ArrayExpression':
        return unsupported('"[ ]" cannot be used: group with ( )');
      default:
        return unsupported('only numbers, names, operators and functions such as max(a, b) are allowed');
    }
  };
  function unsupported(message: string, offset = 0): Compiled {
    problems.push({ offset, message });
    return fail;
  }
  const run = build(ast);
  return { run, identifiers: [...identifiers], problems };
}
