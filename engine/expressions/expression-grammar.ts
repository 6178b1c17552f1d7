import jsep from 'jsep';

// words read better than symbols for content editors; both are accepted
jsep.addBinaryOp('and', 2);
jsep.addBinaryOp('or', 1);
jsep.addUnaryOp('not');

/**
 * The functions an expression may call. The evaluator (expression.ts) and the bounds (interval.ts) are each a
 * `Record<FunctionName, ...>`, so a function added here does not compile until both say what it does.
 */
export const functionNames = ['min', 'max', 'round', 'ceil', 'floor', 'abs', 'clamp'] as const;
export type FunctionName = (typeof functionNames)[number];
export const isFunctionName = (name: string): name is FunctionName => (functionNames as readonly string[]).includes(name);

/** the operators between two numbers, typed the same way for both tables */
export const binaryOperators = ['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!='] as const;
export type BinaryOperator = (typeof binaryOperators)[number];
/** "a and b" is a ? b : 0, "a or b" is a || b: the evaluator runs them lazily, the bounds as tables */
export const logicalOperators = ['&&', 'and', '||', 'or'] as const;
export type LogicalOperator = (typeof logicalOperators)[number];

/** the operators before one number */
export const unaryOperators = ['-', '+', '!', 'not'] as const;
export type UnaryOperator = (typeof unaryOperators)[number];

const has =
  <T extends string>(list: readonly T[]) =>
  (op: string): op is T =>
    (list as readonly string[]).includes(op);
export const isBinaryOperator = has(binaryOperators);
export const isLogicalOperator = has(logicalOperators);
export const isUnaryOperator = has(unaryOperators);
