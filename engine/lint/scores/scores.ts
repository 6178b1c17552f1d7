import { last } from '../reach.js';
import { isKind, optionsOf } from '../../answers/question-kinds.js';
import { error, quoteList, warning, type Check, type Finding } from '../types.js';

const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);

export const componentMax: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept, reach }): Finding[] => {
    const out: Finding[] = [];
    const total = sum(dept.scoring.components.map((c) => c.max));
    if (total !== dept.scoring.max) {
      out.push(
        error(
          file,
          ['scoring', 'max'],
          `The component maxima add up to ${total} (${dept.scoring.components.map((c) => `${c.id} ${c.max}`).join(' + ')}) ` +
            `but the score is out of ${dept.scoring.max}; they must add up to scoring.max`,
        ),
      );
    }
    dept.scoring.components.forEach((c, i) => {
      // an option worth more than its component's max is reported where it was written
      for (const [s, step] of dept.wizard.steps.entries()) {
        if (!c.from.includes(step.field)) continue;
        optionsOf(step).forEach((o, j) => {
          if (o.points <= c.max) return;
          out.push(
            error(
              file,
              ['wizard', 'steps', s, 'options', j, 'points'],
              `Option "${o.value}" of "${step.field}" gives ${o.points} points, above the ${c.max}-point max of component "${c.id}"; the extra points would be cut off`,
            ),
          );
        });
        // a number question's points rows, and what a step not asked counts as, are written points too
        (isKind(step, 'number') ? (step.points ?? []) : []).forEach((r, j) => {
          if (r.points <= c.max) return;
          out.push(
            error(
              file,
              ['wizard', 'steps', s, 'points', j, 'points'],
              `Points row ${j + 1} of "${step.field}" (${r.min} to ${r.max}) gives ${r.points} points, above the ${c.max}-point max of component "${c.id}"; the extra points would be cut off`,
            ),
          );
        });
        if (step.when !== undefined && step.skipped && step.skipped.points > c.max) {
          out.push(
            error(
              file,
              ['wizard', 'steps', s, 'skipped', 'points'],
              `Step "${step.field}" counts ${step.skipped.points} points when it is not asked, above the ${c.max}-point max of component "${c.id}"; the extra points would be cut off`,
            ),
          );
        }
      }
      const best = last(reach.components[i]!.raw) ?? 0;
      const at = ['scoring', 'components', i, 'max'];
      const from = quoteList(c.from);
      if (best > c.max) {
        out.push(error(file, at, `Component "${c.id}" can reach ${best} points from ${from} but its max is ${c.max}; the extra points would be cut off`));
      } else if (best < c.max) {
        out.push(warning(file, at, `Component "${c.id}" can reach at most ${best} of its ${c.max} points from ${from}; no answers give it the full ${c.max}`));
      }
    });
    return out;
  });

export const scoreRange: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept, reach }): Finding[] => {
    const max = dept.scoring.max;
    const lo = reach.raw[0] ?? 0;
    const hi = last(reach.raw) ?? 0;
    const range = `${dept.scoring.field} ranges from ${lo} to ${hi}`;
    if (hi > max) return [error(file, ['scoring', 'max'], `${range} but is shown out of ${max}; answers must not be able to score above the maximum`)];
    if (hi < max) return [warning(file, ['scoring', 'max'], `${range} but is shown out of ${max}; no answers reach the maximum`)];
    return [];
  });

export const hiddenComponent: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }): Finding[] => {
    const { components, max, breakdown } = dept.scoring;
    const hidden = components.filter((c) => !c.shown);
    // shares of the total, or no breakdown on the page, leave nothing out
    if (hidden.length === 0 || breakdown || !dept.results.blocks.some((b) => b.kind === 'breakdown')) return [];
    const shown = sum(components.filter((c) => c.shown).map((c) => c.max));
    const first = components.indexOf(hidden[0]!);
    return [
      warning(
        file,
        ['scoring', 'components', first, 'shown'],
        `The breakdown shows ${shown} of the ${max} points; components ${quoteList(hidden.map((c) => c.id))} are hidden, ` +
          'so the breakdown adds up to less than the score',
      ),
    ];
  });

export const scaleMarks: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }): Finding[] => {
    const { scale, max } = dept.scoring;
    const at = ['scoring', 'scale'];
    const marks = `[${scale.join(', ')}]`;
    if (scale[0] !== 0) return [error(file, [...at, 0], `The scale marks ${marks} start at ${scale[0]}; the first mark must be 0`)];
    if (last(scale) !== max)
      return [error(file, [...at, scale.length - 1], `The scale marks ${marks} end at ${last(scale)}; the last mark must be scoring.max (${max})`)];
    const i = scale.findIndex((m, k) => k > 0 && m <= scale[k - 1]!);
    if (i > 0) return [error(file, [...at, i], `The scale marks ${marks} do not go up at ${scale[i]}; each mark must be above the one before`)];
    return [];
  });

export const breakdownShares: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }): Finding[] => {
    const { breakdown } = dept.scoring;
    if (!breakdown || !dept.results.blocks.some((b) => b.kind === 'breakdown')) return [];
    const shares = breakdown.map((s) => `${s.label} ${s.percent === undefined ? 'the rest' : `${s.percent}%`}`).join(', ');
    return [
      warning(
        file,
        ['scoring', 'breakdown'],
        `The breakdown splits the total score by fixed shares (${shares}) instead of showing the points each component earned; ` +
          'a visitor who scored 0 on one still sees points there',
      ),
    ];
  });
