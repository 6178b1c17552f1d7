import { existsSync } from 'node:fs';
import { incrementalLint } from '../../../engine/lint/incremental.js';
import { lint } from '../../../engine/lint/index.js';
import type { SourceFile } from '../../../engine/load.js';
import { readSources } from '../../../node/read-definitions.js';
import { growSources } from '../engine/grow.js';
import { median, ms, ratio, type Row } from '../lib/table.js';

const shipped = readSources();

/** the first question of a department file as its YAML writes it (the bench types after it) */
export function firstQuestion(file: string): string {
  const source = shipped.find((s) => s.path === `definitions/${file}`);
  const question = source && /^\s+question:\s*"?(.*?)"?\s*$/m.exec(source.text)?.[1];
  if (!question) throw new Error(`${file}: no question to type into`);
  return question;
}

const timed = (run: () => void): number => {
  const t = performance.now();
  run();
  return performance.now() - t;
};

/** the lint after an edit of each department's first question, incremental against a full lint of the folder (the baseline), in this process */
function ratios(sources: SourceFile[], files: string[], edits: number, fullRuns: number): { full: number; each: [string, number][] } {
  const options = { exists: existsSync };
  lint(sources, options);
  const full = median(Array.from({ length: fullRuns }, () => timed(() => lint(sources, options))));
  const linter = incrementalLint(options);
  linter.lint(sources);
  const each = files.map((file): [string, number] => {
    const path = `definitions/${file}`;
    const question = firstQuestion(file);
    const times = Array.from({ length: edits + 1 }, (_, i) => {
      const edited = sources.map((s) => (s.path === path ? { ...s, text: s.text.replace(question, `${question} k${i}q`) } : s));
      return timed(() => linter.lint(edited));
    });
    linter.lint(sources);
    return [file, median(times.slice(1))];
  });
  return { full, each };
}

/** incremental / full lint after an edit, shipped definitions and grown ten times (the grown departments given) */
export function lintRatioRows(grown: string[]): Row[] {
  process.stderr.write('studio: incremental against full lint, in this process\n');
  const departments = shipped.filter((s) => /^kind:\s*department\b/m.test(s.text) && !s.path.includes('/es/')).map((s) => s.path.replace(/^definitions\//, ''));
  const one = ratios(shipped, departments, 5, 3);
  const ten = ratios(growSources(shipped, 10), grown, 2, 1);
  return [one, ten].map(({ full, each }, i) => {
    const worst = Math.max(...each.map(([, t]) => t));
    return {
      section: 'studio',
      figure: `lint after an edit, incremental / full, definitions x${i ? 10 : 1}`,
      value: ratio(worst / full),
      note: `the slowest department; full ${ms(full)}, incremental ${each.map(([f, t]) => `${f} ${ms(t)}`).join(', ')}`,
    };
  });
}
