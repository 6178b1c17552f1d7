import { describe, expect, it } from 'vitest';
import { compile, functionNames } from './expression.js';

const run = (text: string, scope: Record<string, number> = {}) => {
  const c = compile(text);
  expect(c.problems).toEqual([]);
  return c.run(scope);
};

describe('arithmetic and precedence', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['2 * 3 / 4', 1.5],
    ['17 % 5', 2],
    ['-3 + 5', 2],
    ['+4', 4],
    ['-(2 + 3) * 2', -10],
    ['1.5e3 / 3', 500],
    ['10 / 4 * 2', 5],
  ])('%s = %d', (text, expected) => {
    expect(run(text)).toBe(expected);
  });

  it('reads named numbers from the scope', () => {
    expect(run('hours * rate', { hours: 10, rate: 37.5 })).toBe(375);
  });

  it('division by zero gives Infinity, which evaluate later refuses', () => {
    expect(run('1 / 0')).toBe(Infinity);
  });
});

describe('comparisons and logic', () => {
  it.each([
    ['3 < 4', 1],
    ['4 < 4', 0],
    ['4 <= 4', 1],
    ['5 > 4', 1],
    ['4 >= 5', 0],
    ['4 == 4', 1],
    ['4 != 4', 0],
    ['1 and 0', 0],
    ['1 and 2', 2],
    ['0 or 3', 3],
    ['0 or 0', 0],
    ['not 0', 1],
    ['not 5', 0],
    ['!0', 1],
    ['1 && 1', 1],
    ['0 || 1', 1],
    ['true + true', 2],
    ['false', 0],
    ['1 + 1 > 1 and 2 < 3', 1],
    ['0 or 1 and 0', 0],
  ])('%s = %d', (text, expected) => {
    expect(run(text)).toBe(expected);
  });

  it('and binds tighter than or', () => {
    expect(run('1 or 0 and 0')).toBe(1);
  });

  it('word operators do not swallow names that start with them', () => {
    expect(run('orders + notes + android', { orders: 1, notes: 2, android: 3 })).toBe(6);
  });

  it('and does not evaluate its right side when the left is false', () => {
    expect(run('0 and 1 / 0')).toBe(0);
  });
});

describe('conditional', () => {
  it('picks a branch', () => {
    expect(run('x > 5 ? 10 : 20', { x: 6 })).toBe(10);
    expect(run('x > 5 ? 10 : 20', { x: 5 })).toBe(20);
  });
  it('nests to the right', () => {
    expect(run('x > 10 ? 3 : x > 5 ? 2 : 1', { x: 7 })).toBe(2);
  });
});

describe('functions', () => {
  it('offers exactly the documented set', () => {
    expect([...functionNames].sort()).toEqual(['abs', 'ceil', 'clamp', 'floor', 'max', 'min', 'round']);
  });

  it.each([
    ['min(3, 1, 2)', 1],
    ['min(4)', 4],
    ['max(3, 9, 2)', 9],
    ['round(2.5)', 3],
    ['round(2.4)', 2],
    ['round(12.345, 1)', 12.3],
    ['round(1234, -2)', 1200],
    ['ceil(1.1)', 2],
    ['floor(1.9)', 1],
    ['abs(-4)', 4],
    ['clamp(15, 1, 12)', 12],
    ['clamp(0, 1, 12)', 1],
    ['clamp(5, 1, 12)', 5],
    ['round(hours / 2080 * 100, 1)', 55.3],
  ])('%s = %d', (text, expected) => {
    expect(run(text, { hours: 1150 })).toBe(expected);
  });

  it.each([
    ['min()', 'min() takes 1 to 99 arguments, got 0'],
    ['round()', 'round() takes 1 to 2 arguments, got 0'],
    ['round(1, 2, 3)', 'round() takes 1 to 2 arguments, got 3'],
    ['ceil(1, 2)', 'ceil() takes 1 to 1 arguments, got 2'],
    ['floor()', 'floor() takes 1 to 1 arguments, got 0'],
    ['abs(1, 2)', 'abs() takes 1 to 1 arguments, got 2'],
    ['clamp(1, 2)', 'clamp() takes 3 to 3 arguments, got 2'],
  ])('%s is an arity error', (text, message) => {
    const c = compile(text);
    expect(c.problems).toEqual([{ offset: 0, message }]);
    expect(c.run({})).toBeNaN();
  });

  it('names an unknown function, lists the allowed ones and points at it', () => {
    const c = compile('1 + sqrt(4)');
    expect(c.problems).toEqual([{ offset: 4, message: 'unknown function "sqrt"; known: "min", "max", "round", "ceil", "floor", "abs", "clamp"' }]);
    expect(c.run({})).toBeNaN();
  });

  it('suggests the nearest function for a typo', () => {
    expect(compile('rond(hours)').problems).toEqual([{ offset: 0, message: 'unknown function "rond"; did you mean "round"?' }]);
  });

  it.each(['constructor(1)', 'toString(1)', 'hasOwnProperty(1)', '__proto__(1)'])(
    'regression: %s is an unknown function, not a crash on Object.prototype',
    (text) => {
      const c = compile(text);
      expect(c.problems).toHaveLength(1);
      expect(c.problems[0]!.message).toMatch(/^unknown function/);
    },
  );
});

describe('identifiers', () => {
  it('lists the names an expression uses, once each', () => {
    expect(compile('a + b * a').identifiers.sort()).toEqual(['a', 'b']);
  });

  it('a name missing from the scope is NaN', () => {
    expect(run('missing + 1')).toBeNaN();
  });

  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'])(
    'regression: %s resolves to NaN, never to an inherited object property',
    (name) => {
      expect(run(name, { x: 1 })).toBeNaN();
      expect(run(`${name} + 1`, { x: 1 })).toBeNaN();
    },
  );

  it('an own name called constructor is still a plain number', () => {
    const scope = Object.fromEntries([['constructor', 3]]);
    expect(run('constructor * 2', scope)).toBe(6);
  });
});

const noProperty = 'a name cannot hold "." or "[ ]": write the name alone, such as hourlyRate';

describe('anything but numbers is refused, listed and never run', () => {
  it.each([
    ['a.b', noProperty],
    ['a["b"]', noProperty],
    ['a[0]', noProperty],
    ['a.constructor', noProperty],
    ['x.__proto__', noProperty],
    ['Math.max(1, 2)', noProperty],
    ['a.b()', noProperty],
    ['[1, 2]', '"[ ]" cannot be used: group with ( )'],
    ['this', 'only numbers, names, operators and functions such as max(a, b) are allowed'],
    ['"text"', 'only numbers and names are allowed, not "text"'],
    ["'text' + 1", "only numbers and names are allowed, not 'text'"],
    ['null', 'only numbers and names are allowed, not null'],
    ['a, b', 'a comma only separates the values of a function, such as max(a, b)'],
    ['(1, 2)', 'a comma only separates the values of a function, such as max(a, b)'],
    ['~1', '"~" is not an operator here: use + - * / %, < <= > >= == !=, and, or, not'],
    ['a === b', '"===" is not an operator here: use =='],
    ['a ?? b', '"??" is not an operator here: use a ? b : c'],
    ['a | 1', '"|" is not an operator here: use or'],
    ['a << 1', '"<<" is not an operator here: use + - * / %, < <= > >= == !=, and, or, not'],
  ])('%s', (text, message) => {
    const c = compile(text);
    expect(c.problems.map((p) => p.message)).toContain(message);
    expect(c.run({ a: 1, b: 2 })).toBeNaN();
  });

  it.each(['a = 1', 'x => 1', '`x`', '/re/', 'a++', 'new Foo()', 'typeof a', 'eval("1")', 'Function("return 1")()'])(
    '%s is a problem, never executed',
    (text) => {
      const c = compile(text);
      expect(c.problems.length).toBeGreaterThan(0);
      expect(c.run({ a: 1 })).toBeNaN();
    },
  );

  it('a function in the scope is never called', () => {
    let called = false;
    const scope = { f: (() => ((called = true), 1)) as unknown as number };
    expect(compile('f(1)').run(scope)).toBeNaN();
    expect(called).toBe(false);
  });
});

describe('syntax errors', () => {
  it('reports the offset where parsing failed', () => {
    expect(compile('1 +').problems).toEqual([{ offset: 3, message: '"+" needs a value after it' }]);
    expect(compile('a = 1').problems).toEqual([{ offset: 2, message: '"=" is not an operator: use == to compare, or <= and >=' }]);
  });

  it.each([
    ['headcount x hours', 10, '"x" is not an operator: use * to multiply'],
    // the parser reads these as a call of x and as round() of three values
    ['headcount x (a + b)', 10, '"x" is not an operator: use * to multiply'],
    ['round(hours x rate)', 12, '"x" is not an operator: use * to multiply'],
    ['headcount hours', 0, '"headcount" and "hours" stand side by side: put an operator such as * or + between them'],
    ['round(hours', 11, 'a "(" is not closed: add ")"'],
    ['a ? b', 5, 'a "?" needs ": value" after it: condition ? yes : no'],
    ['2hours', 1, 'a name cannot start with a digit: put * between a number and a name (2 * hours)'],
    ['rate * 50%', 10, '"%" is the remainder and needs a value after it; for a percent, divide by 100'],
    ['a ** 2', 2, '"**" is not an operator here: multiply instead (a * a)'],
  ])("%s says what to write instead, in an editor's words", (text, offset, message) => {
    expect(compile(text).problems).toEqual([{ offset, message }]);
  });

  it('a value named x after a comma is a name, not a times sign', () => {
    const c = compile('max(a, x)');
    expect(c.problems).toEqual([]);
    expect(c.run({ a: 1, x: 2 })).toBe(2);
  });

  it('an unclosed bracket is a problem', () => {
    const c = compile('min(1, 2');
    expect(c.problems).toHaveLength(1);
    expect(c.run({})).toBeNaN();
  });

  it('never throws, even for nonsense', () => {
    for (const text of ['', ')', '((((', '? :', '1 2', '\u0000', '"unterminated']) expect(() => compile(text)).not.toThrow();
  });

  it('lists every problem, not just the first', () => {
    expect(compile('a.b + "x" + foo(1)').problems.map((p) => p.message)).toEqual([
      noProperty,
      'only numbers and names are allowed, not "x"',
      'unknown function "foo"; known: "min", "max", "round", "ceil", "floor", "abs", "clamp"',
    ]);
  });
});
