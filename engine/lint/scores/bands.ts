import { inBand } from '../../display/bands.js';
import type { Band, BandSet } from '../../schema/department.js';
import { last, scoreRanges } from '../reach.js';
import { error, warning, type Check, type Finding, type LintContext, type LintedDepartment, type Path } from '../types.js';

/** a band set over the score, with the reachable scores each band holds */
interface ScoreSet {
  d: LintedDepartment;
  name: string;
  set: BandSet;
  /** per band: the reachable scores in its range, whatever bands come before */
  holds: number[][];
}

/** the band sets that band the score (of: score, or the score's result field) */
function scoreSets(d: LintedDepartment): ScoreSet[] {
  const names = new Set(['score', d.dept.scoring.field]);
  return Object.entries(d.dept.bands)
    .filter(([, set]) => names.has(set.of.trim()))
    .map(([name, set]) => ({ d, name, set, holds: set.bands.map((b) => d.reach.total.filter((v) => inBand(b, v))) }));
}

const eachSet = (ctx: LintContext, check: (s: ScoreSet) => Finding[]) => ctx.departments.flatMap((d) => scoreSets(d).flatMap(check));

const bandPath = (s: ScoreSet, i: number): Path => ['bands', s.name, 'bands', i];
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}...` : text);
const bandName = (b: Band) => `"${short(b.text)}"`;

/** thresholds of a band above the score's maximum */
const beyond = (b: Band, max: number) => (['min', 'max'] as const).filter((k) => b[k] !== undefined && b[k] > max);

export const bandGap: Check = (ctx) =>
  eachSet(ctx, (s) => {
    const gaps = s.d.reach.total.filter((v) => !s.set.bands.some((b) => inBand(b, v)));
    if (gaps.length === 0) return [];
    const what = gaps.length === 1 ? `Score ${gaps[0]} falls` : `Scores ${scoreRanges(gaps)} fall`;
    // at the band whose edge borders the first gap, the one to move: the lowest min above it, else the highest max below
    const first = gaps[0]!;
    const edge = (key: 'min' | 'max', better: (a: number, b: number) => boolean) =>
      s.set.bands.reduce<number | undefined>((best, b, i) => {
        const v = b[key];
        if (v === undefined || (key === 'min' ? v <= first : v >= first)) return best;
        return best === undefined || better(v, s.set.bands[best]![key]!) ? i : best;
      }, undefined);
    const above = edge('min', (a, b) => a < b);
    const below = edge('max', (a, b) => a > b);
    const at = above ?? below;
    const path: Path = at === undefined ? ['bands', s.name, 'bands'] : bandPath(s, at);
    const between =
      above !== undefined && below !== undefined
        ? `, between ${bandName(s.set.bands[below]!)} (max ${s.set.bands[below]!.max}) and ${bandName(s.set.bands[above]!)} (min ${s.set.bands[above]!.min})`
        : '';
    return [error(s.d.file, path, `${what} in no band of "${s.name}"${between}; every reachable score (${scoreRanges(s.d.reach.total)}) needs a band`)];
  });

/**
 * First match wins, so a later band open at one end is meant to lose that end to earlier bands (min 24, then min 14,
 * then a catch-all). It is a mistake when an earlier band takes scores the later one states it holds.
 */
export const bandOverlap: Check = (ctx) =>
  eachSet(ctx, (s) =>
    s.set.bands.flatMap((b, j): Finding[] => {
      const holds = s.holds[j]!;
      const taken = holds.filter((v) => s.set.bands.slice(0, j).some((e) => inBand(e, v)));
      if (taken.length === 0) return [];
      const never = taken.length === holds.length;
      const lo = taken[0]!;
      const hi = last(taken)!;
      const top = b.max === undefined && holds.every((v) => v < lo || taken.includes(v));
      const bottom = b.min === undefined && holds.every((v) => v > hi || taken.includes(v));
      const open = b.min === undefined && b.max === undefined;
      if (!never && (top || bottom || open)) return [];
      const earlier = s.set.bands.slice(0, j).filter((e) => taken.some((v) => inBand(e, v)));
      return [
        warning(
          s.d.file,
          bandPath(s, j),
          `Band ${bandName(b)} of "${s.name}" also matches ${taken.length === 1 ? 'score' : 'scores'} ${scoreRanges(taken)}, ` +
            `which ${earlier.map(bandName).join(' and ')} ${earlier.length === 1 ? 'takes' : 'take'} first` +
            (never ? '; it never shows' : '; the first match wins, so it is shadowed there'),
        ),
      ];
    }),
  );

export const bandBeyondMax: Check = (ctx) =>
  eachSet(ctx, (s) => {
    const max = s.d.dept.scoring.max;
    return s.set.bands.flatMap((b, i) =>
      beyond(b, max).map((k) =>
        warning(s.d.file, [...bandPath(s, i), k], `Band ${bandName(b)} of "${s.name}" has ${k} ${b[k]}, above the score's maximum of ${max}`),
      ),
    );
  });

export const bandUnreachable: Check = (ctx) =>
  eachSet(ctx, (s) =>
    s.set.bands.flatMap((b, i): Finding[] => {
      // a threshold above the maximum is reported as band-beyond-max already
      if (s.holds[i]!.length > 0 || beyond(b, s.d.dept.scoring.max).length > 0) return [];
      const range = `${b.min ?? 'any'} to ${b.max ?? 'any'}`;
      return [
        warning(
          s.d.file,
          bandPath(s, i),
          `Band ${bandName(b)} of "${s.name}" (${range}) holds no reachable score (${scoreRanges(s.d.reach.total)}); it never shows`,
        ),
      ];
    }),
  );

export const bandScale: Check = (ctx) =>
  eachSet(ctx, (s) => {
    const max = s.d.dept.scoring.max;
    const thresholds = s.set.bands.flatMap((b) => [b.min, b.max]).filter((t): t is number => t !== undefined);
    const highest = Math.max(...thresholds);
    if (s.set.bands.length < 2 || thresholds.length === 0 || highest >= max / 3) return [];
    return [
      warning(
        s.d.file,
        ['bands', s.name],
        `The highest threshold of "${s.name}" is ${highest}, below a third of the score's maximum of ${max}; ` + 'the bands look made for another scale',
      ),
    ];
  });
