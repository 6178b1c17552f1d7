import type { LoadedFile } from '../../load.js';
import { pathToString } from '../../problem.js';
import { warning, type Check, type Finding, type Path } from '../types.js';

const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
// "4-step", "8 steps", "five questions", "9-question", "five quick questions"; not "Step 3" nor "one question at a time"
const count = new RegExp(`\\b(\\d+|${words.join('|')})(?:-(?:step|question)s?\\b|\\s+(?:(?:quick|short|simple|easy|brief)\\s+)?(?:steps|questions)\\b)`, 'gi');

const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : words.indexOf(word.toLowerCase()) + 1);

/** every text under a value, with its path */
function texts(value: unknown, path: Path, skip: (path: Path) => boolean): { text: string; path: Path }[] {
  if (skip(path)) return [];
  if (typeof value === 'string') return [{ text: value, path }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, [...path, i], skip));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, [...path, k], skip));
  return [];
}

function mismatches(file: LoadedFile, found: { text: string; path: Path }[], steps: number, what: string): Finding[] {
  return found.flatMap(({ text, path }) =>
    [...text.matchAll(count)]
      .filter((m) => numberOf(m[1]!) !== steps)
      .map((m) =>
        warning(
          file,
          path,
          `${pathToString(path)} says "${m[0]}" but ${what} has ${steps} ${steps === 1 ? 'step' : 'steps'}; a count in a text must match the wizard`,
          m.index,
        ),
      ),
  );
}

// the questions themselves may speak of steps of the visitor's own process
const isQuestion = (path: Path) => path[0] === 'wizard' && path[1] === 'steps';

export const stepCountMismatch: Check = (ctx) => {
  const own = ctx.departments.flatMap(({ file, dept }) =>
    mismatches(
      file,
      (['landing', 'wizard', 'results'] as const).flatMap((key) => texts(dept[key], [key], isQuestion)),
      dept.wizard.steps.length,
      'the wizard',
    ),
  );
  // the home page speaks of the wizard its button starts
  const home = ctx.sites.flatMap(({ file, data }) => {
    const target = ctx.departments.find((d) => d.dept.routes.wizard === data.home.button.to);
    if (!target) return [];
    return mismatches(
      file,
      texts(data.home, ['home'], () => false),
      target.dept.wizard.steps.length,
      `the wizard at ${target.dept.routes.wizard}`,
    );
  });
  return [...own, ...home];
};

// "0-30" as a stat beside a label about points or a score, or "0-30 points" / "0 to 30 points" in a text
const scale = /\b0\s*(?:[-–]|to)\s*(\d+)(?=\s+(?:point|pt)s?\b)/gi;
const scaleValue = /^\s*0\s*(?:[-–]|to)\s*(\d+)\s*$/i;
const aboutScore = /\b(?:points?|score)\b/i;

export const scoreRangeMismatch: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) => {
    const max = dept.scoring.max;
    const say = (path: Path, said: string, top: number, offset = 0): Finding[] =>
      top === max
        ? []
        : [
            warning(
              file,
              path,
              `${pathToString(path)} says "${said}" but the score runs from 0 to ${max} (scoring.max); a scale in a text must match it`,
              offset,
            ),
          ];
    const stats = dept.landing.stats.flatMap((stat, i) => {
      const m = scaleValue.exec(stat.value);
      return m && aboutScore.test(stat.label) ? say(['landing', 'stats', i, 'value'], stat.value.trim(), Number(m[1])) : [];
    });
    const inTexts = (['landing', 'wizard', 'results'] as const)
      .flatMap((key) => texts(dept[key], [key], isQuestion))
      .flatMap(({ text, path }) => [...text.matchAll(scale)].flatMap((m) => say(path, m[0], Number(m[1]), m.index)));
    return [...stats, ...inTexts];
  });
