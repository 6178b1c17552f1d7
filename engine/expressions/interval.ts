import jsep from 'jsep';
// also registers the word operators (and, or, not) with the parser
import { isBinaryOperator, isFunctionName, isLogicalOperator, type BinaryOperator, type FunctionName, type LogicalOperator } from './expression-grammar.js';

/** every value a name can take lies within [lo, hi] */
export type Interval = readonly [lo: number, hi: number];
export type IntervalScope = Readonly<Record<string, Interval>>;

const any: Interval = [-Infinity, Infinity];
const bool: Interval = [0, 1];
const point = (v: number): Interval => [v, v];
const hull = (...xs: Interval[]): Interval => [Math.min(...xs.map((x) => x[0])), Math.max(...xs.map((x) => x[1]))];
/** a function that only grows (or only falls) reaches its extremes at the ends */
const monotone = (f: (...v: number[]) => number, ...xs: Interval[]): Interval => {
  const ends = xs
    .reduce<number[][]>(
      (acc, x) =>
        acc.flatMap((a) => [
          [...a, x[0]],
          [...a, x[1]],
        ]),
      [[]],
    )
    .map((v) => f(...v));
  return ends.some(Number.isNaN) ? any : [Math.min(...ends), Math.max(...ends)];
};
const truth = (x: Interval): Interval => (x[0] === 0 && x[1] === 0 ? [0, 0] : x[0] > 0 || x[1] < 0 ? [1, 1] : bool);
const compare = (yes: boolean, no: boolean): Interval => (yes ? [1, 1] : no ? [0, 0] : bool);

const and = (a: Interval, b: Interval): Interval => (truth(a)[0] === 1 ? b : truth(a)[1] === 0 ? point(0) : hull(b, point(0)));
const or = (a: Interval, b: Interval): Interval => (truth(a)[0] === 1 ? a : truth(a)[1] === 0 ? b : hull(a, b));

const binary: Record<BinaryOperator | LogicalOperator, (a: Interval, b: Interval) => Interval> = {
  '+': (a, b) => monotone((x, y) => x + y, a, b),
  '-': (a, b) => monotone((x, y) => x - y, a, b),
  '*': (a, b) => monotone((x, y) => x * y, a, b),
  '/': (a, b) => (b[0] <= 0 && b[1] >= 0 ? any : monotone((x, y) => x / y, a, b)),
  '%': (a, b) => (a[0] >= 0 && b[0] > 0 ? [0, Math.min(a[1], b[1])] : any),
  '<': (a, b) => compare(a[1] < b[0], a[0] >= b[1]),
  '<=': (a, b) => compare(a[1] <= b[0], a[0] > b[1]),
  '>': (a, b) => compare(a[0] > b[1], a[1] <= b[0]),
  '>=': (a, b) => compare(a[0] >= b[1], a[1] < b[0]),
  '==': (a, b) => compare(a[0] === a[1] && b[0] === b[1] && a[0] === b[0], a[1] < b[0] || b[1] < a[0]),
  '!=': (a, b) => compare(a[1] < b[0] || b[1] < a[0], a[0] === a[1] && b[0] === b[1] && a[0] === b[0]),
  // as the expressions run them: "a and b" is a ? b : 0, "a or b" is a || b
  '&&': and,
  and,
  '||': or,
  or,
};
const isOperator = (op: string): op is BinaryOperator | LogicalOperator => isBinaryOperator(op) || isLogicalOperator(op);

const functions: Record<FunctionName, (...xs: Interval[]) => Interval> = {
  min: (...xs) => [Math.min(...xs.map((x) => x[0])), Math.min(...xs.map((x) => x[1]))],
  max: (...xs) => [Math.max(...xs.map((x) => x[0])), Math.max(...xs.map((x) => x[1]))],
  round: (x, d = point(0)) => (d[0] === d[1] ? monotone((v) => Math.round(v * 10 ** d[0]) / 10 ** d[0], x) : any),
  ceil: (x) => monotone(Math.ceil, x),
  floor: (x) => monotone(Math.floor, x),
  abs: (x) => (x[0] >= 0 ? x : x[1] <= 0 ? [-x[1], -x[0]] : [0, Math.max(-x[0], x[1])]),
  clamp: (x, lo, hi) => functions.min(functions.max(x, lo), hi),
};

type Node = jsep.Expression;

function evaluate(node: Node, s: IntervalScope): Interval {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'number' ? point(node.value) : typeof node.value === 'boolean' ? point(+node.value) : any;
    case 'Identifier': {
      const name = node.name as string;
      if (name === 'true' || name === 'false') return point(+(name === 'true'));
      return Object.hasOwn(s, name) ? s[name]! : any;
    }
    case 'UnaryExpression': {
      const x = evaluate(node.argument as Node, s);
      const op = node.operator as string;
      if (op === '-') return [-x[1], -x[0]];
      if (op === '+') return x;
      const t = truth(x);
      return t[0] === t[1] ? point(1 - t[0]) : bool;
    }
    case 'BinaryExpression': {
      const operator = node.operator as string;
      const op = isOperator(operator) ? binary[operator] : undefined;
      return op ? op(evaluate(node.left as Node, s), evaluate(node.right as Node, s)) : any;
    }
    case 'ConditionalExpression': {
      const t = truth(evaluate(node.test as Node, s));
      const yes = () => evaluate(node.consequent as Node, s);
      const no = () => evaluate(node.alternate as Node, s);
      return t[0] === 1 ? yes() : t[1] === 0 ? no() : hull(yes(), no());
    }
    case 'CallExpression': {
      const name = (node.callee as Node).name as string;
      const f = isFunctionName(name) ? functions[name] : undefined;
      return f ? f(...(node.arguments as Node[]).map((a) => evaluate(a, s))) : any;
    }
    default:
      return any;
  }
}

/**
 * Bounds an expression over intervals: every value it can take for names within their intervals lies in the
 * result (sound, sometimes wider than the truth). A text that does not parse bounds nothing: [-inf, inf].
 * @example bound('a * 2 + 1', { a: [0, 3] }) // [1, 7]
 */
export function bound(text: string, scope: IntervalScope): Interval {
  try {
    return evaluate(jsep(text), scope);
  } catch {
    return any;
  }
}
