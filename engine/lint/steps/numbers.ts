import { isKind } from '../../answers/question-kinds.js';
import { choicesOf } from '../../answers/choices.js';
import { scoreRanges } from '../reach.js';
import { error, type Check, type Finding } from '../types.js';

/** the most values a number question may accept: the answer space holds each one */
export const numberLimit = 100_000;

const numbers = (ctx: Parameters<Check>[0]) =>
  ctx.departments.flatMap(({ file, dept }) => dept.wizard.steps.flatMap((step, s) => (isKind(step, 'number') ? [{ file, step, s, range: step.number }] : [])));

export const numberRange: Check = (ctx) =>
  numbers(ctx).flatMap(({ file, step, s, range }): Finding[] => {
    const at = ['wizard', 'steps', s, 'number'];
    if (range.min > range.max) {
      return [
        error(
          file,
          [...at, 'min'],
          `Number question "${step.field}" accepts no value: its min ${range.min} is above its max ${range.max}; min must be at most max`,
        ),
      ];
    }
    const count = Math.floor((range.max - range.min) / range.step) + 1;
    if (count <= numberLimit) return [];
    return [
      error(
        file,
        [...at, 'max'],
        `Number question "${step.field}" accepts ${count.toLocaleString('en-US')} values (${range.min} to ${range.max} in steps of ${range.step}), ` +
          `more than the ${numberLimit.toLocaleString('en-US')} the proofs can walk; narrow the range or raise its step`,
      ),
    ];
  });

export const numberPoints: Check = (ctx) =>
  numbers(ctx).flatMap(({ file, step, s, range }): Finding[] => {
    if (!step.points || range.min > range.max) return [];
    const at = (j: number, key: 'min' | 'max' | 'points') => ['wizard', 'steps', s, 'points', j, key];
    const span = `${range.min} to ${range.max}`;
    const out: Finding[] = [];
    step.points.forEach((row, j) => {
      if (row.min > row.max) {
        out.push(error(file, at(j, 'min'), `Points row ${j + 1} of "${step.field}" (${row.min} to ${row.max}) holds no value: its min is above its max`));
      } else if (row.min < range.min || row.max > range.max) {
        const key = row.min < range.min ? 'min' : 'max';
        out.push(
          error(
            file,
            at(j, key),
            `Points row ${j + 1} of "${step.field}" (${row.min} to ${row.max}) reaches outside the accepted ${span}; keep every row within number.min and number.max`,
          ),
        );
      }
    });
    const values = choicesOf(step).map((o) => o.attrs[step.field]!);
    const rowsOf = (v: number) => step.points!.flatMap((r, j) => (v >= r.min && v <= r.max ? [j] : []));
    const gaps = values.filter((v) => rowsOf(v).length === 0);
    if (gaps.length) {
      // at the row whose edge borders the first gap, the one to move: the lowest min above it, else the highest max below
      const rows = step.points.map((r, j) => ({ ...r, j }));
      const above = rows.filter((r) => r.min > gaps[0]!).sort((a, b) => a.min - b.min)[0];
      const below = rows.filter((r) => r.max < gaps[0]!).sort((a, b) => b.max - a.max)[0];
      const edge = above ? at(above.j, 'min') : below ? at(below.j, 'max') : ['wizard', 'steps', s, 'points'];
      out.push(
        error(
          file,
          edge,
          `${gaps.length === 1 ? `Value ${gaps[0]} of "${step.field}" falls` : `Values ${scoreRanges(gaps)} of "${step.field}" fall`} in no points row, ` +
            `so ${gaps.length === 1 ? 'it brings' : 'they bring'} 0 points; the rows must cover ${span} once`,
        ),
      );
    }
    // an overlap is reported at the later row, which the earlier one shadows (the first row that holds a value wins)
    const shadowed = new Map<number, number[]>();
    for (const v of values) {
      const rows = rowsOf(v);
      for (const j of rows.slice(1)) shadowed.set(j, [...(shadowed.get(j) ?? []), v]);
    }
    for (const [j, vs] of shadowed) {
      out.push(
        error(
          file,
          at(j, 'min'),
          `Points row ${j + 1} of "${step.field}" overlaps an earlier row at ${scoreRanges(vs)}; the rows must cover ${span} once, each value in one row`,
        ),
      );
    }
    return out;
  });
