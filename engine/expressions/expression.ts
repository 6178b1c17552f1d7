import jsep from 'jsep';
import { known } from '../suggest.js';
import {
  functionNames,
  isBinaryOperator,
  isFunctionName,
  isUnaryOperator,
  type BinaryOperator,
  type FunctionName,
  type UnaryOperator,
} from './expression-grammar.js';
import { operatorMessage, sideBySide, syntaxMessage, timesSign } from './expression-words.js';

export { functionNames };

export type Scope = Readonly<Record<string, number>>;
export type Compiled = (scope: Scope) => number;

export interface ExpressionProblem {
  /** 0-based offset into the expression text */
  offset: number;
  message: string;
}

/** a step named by chose(field, 'value', ...) or answered(field) in a condition */
export interface FieldRef {
  field: string;
  /** the values chose() names; none for answered() */
  values: string[];
  /** 0-based offsets of the field name and of each value in the text */
  offset: number;
  valueOffsets: number[];
}

export interface CompileResult {
  run: Compiled;
  identifiers: string[];
  problems: ExpressionProblem[];
  /** the steps a condition names through chose() and answered() */
  fields: FieldRef[];
}

/** the scope key a condition reads for "the answer to field includes value" */
export const choseKey = (field: string, value: string): string => `${field}=${value}`;
/** the scope key a condition reads for "field was asked and answered" */
export const answeredKey = (field: string): string => `${field}?`;

const functions: Record<FunctionName, { arity: [number, number]; fn: (...a: number[]) => number }> = {
  min: { arity: [1, 99], fn: Math.min },
  max: { arity: [1, 99], fn: Math.max },
  round: { arity: [1, 2], fn: (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits },
  ceil: { arity: [1, 1], fn: Math.ceil },
  floor: { arity: [1, 1], fn: Math.floor },
  abs: { arity: [1, 1], fn: Math.abs },
  clamp: { arity: [3, 3], fn: (x, lo, hi) => Math.min(Math.max(x, lo), hi) },
};

const binary: Record<BinaryOperator, (a: number, b: number) => number> = {
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
const unary: Record<UnaryOperator, (a: number) => number> = { '-': (a) => -a, '+': (a) => a, '!': (a) => +!a, not: (a) => +!a };

type Node = jsep.Expression;
const noProperties = 'a name cannot hold "." or "[ ]": write the name alone, such as hourlyRate';
const fail = (): number => NaN;

/**
 * Compiles an expression into a function of named numbers. Never throws: problems are listed.
 * @example compile('round(hours * rate)').run({ hours: 10, rate: 37.5 }) // 375
 */
export function compile(text: string, { conditions = false }: { conditions?: boolean } = {}): CompileResult {
  const problems: ExpressionProblem[] = [];
  const identifiers = new Set<string>();
  const fields: FieldRef[] = [];
  let ast: Node;
  try {
    ast = jsep(text);
  } catch (e) {
    const err = e as { index?: number; description?: string; message: string };
    return { run: fail, identifiers: [], fields: [], problems: [{ offset: err.index ?? 0, message: syntaxMessage(err.description ?? err.message) }] };
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
        // own names only: "constructor" or "__proto__" must not reach Object.prototype; any other name is own or absent
        if (name in Object.prototype) return (s) => (Object.hasOwn(s, name) ? s[name]! : NaN);
        return (s) => s[name] ?? NaN;
      }
      case 'UnaryExpression': {
        const operator = node.operator as string;
        const op = isUnaryOperator(operator) ? unary[operator] : undefined;
        const arg = build(node.argument as Node);
        if (!op) return unsupported(operatorMessage(operator));
        return (s) => op(arg(s));
      }
      case 'BinaryExpression': {
        const operator = node.operator as string;
        const left = build(node.left as Node);
        const right = build(node.right as Node);
        if (operator === '&&' || operator === 'and') return (s) => (left(s) ? right(s) : 0);
        if (operator === '||' || operator === 'or') return (s) => left(s) || right(s);
        const op = isBinaryOperator(operator) ? binary[operator] : undefined;
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
        const name = callee.name as string;
        if (conditions && (name === 'chose' || name === 'answered')) return fieldCall(name, argNodes);
        const args = argNodes.map(build);
        const f = isFunctionName(name) ? functions[name] : undefined;
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
        const [a, b, c] = args as [Compiled, Compiled?, Compiled?];
        // no array per call: a proof calls these on every path
        if (args.length === 1) return (s) => f.fn(a(s));
        if (args.length === 2) return (s) => f.fn(a(s), b!(s));
        if (args.length === 3) return (s) => f.fn(a(s), b!(s), c!(s));
        return (s) => f.fn(...args.map((g) => g(s)));
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
  // chose(field, 'a', 'b'): 1 when the answer is (or a multi-select includes) one of the values; answered(field): 1 when asked and answered
  function fieldCall(name: 'chose' | 'answered', args: Node[]): Compiled {
    const [first, ...rest] = args;
    const usage =
      name === 'chose' ? "chose(field, 'value', ...) names a step, then one or more of its option values in quotes" : 'answered(field) names one step';
    if (first?.type !== 'Identifier' || (name === 'chose' ? rest.length === 0 : rest.length > 0)) return unsupported(usage, offsetOf(name));
    if (!rest.every((a) => a.type === 'Literal' && typeof a.value === 'string')) return unsupported(usage, offsetOf(name));
    const field = first.name as string;
    const values = rest.map((a) => a.value as string);
    let from = offsetOf(name);
    const at = (part: string) => (from = Math.max(0, text.indexOf(part, from)));
    fields.push({ field, values, offset: at(field), valueOffsets: rest.map((a) => at(String(a.raw))) });
    if (name === 'answered') {
      const key = answeredKey(field);
      return (s) => (s[key] === 1 ? 1 : 0);
    }
    const keys = values.map((v) => choseKey(field, v));
    return (s) => (keys.some((k) => s[k] === 1) ? 1 : 0);
  }
  function unsupported(message: string, offset = 0): Compiled {
    problems.push({ offset, message });
    return fail;
  }
  const run = build(ast);
  return { run, identifiers: [...identifiers], problems, fields };
}
