import type { Model } from '../../engine/evaluation/model.js';
import { pathReport, type ConditionPaths, type Witness } from '../../engine/proof/paths.js';
import { answersText } from '../../engine/lint/steps/paths.js';

/** one department's paths, as `--paths --format json` prints them */
export interface DepartmentPaths {
  id: string;
  file: string;
  paths: number;
  conditions: ConditionPaths[];
}

export const departmentPaths = (model: Model, file: string): DepartmentPaths => ({ id: model.definition.id, file, ...pathReport(model.definition) });

const questions = (w: Witness) => `${w.asked} question${w.asked === 1 ? '' : 's'}`;

/** one department in words: its path count, then per condition where it holds and where it does not */
export function pathsText(d: DepartmentPaths): string {
  const lines = [`${d.id} (${d.file}): ${d.paths.toLocaleString('en-US')} path${d.paths === 1 ? '' : 's'}`];
  if (!d.conditions.length) lines.push('  no conditions: every question is always asked');
  for (const c of d.conditions) {
    lines.push(`  step ${c.step + 1} "${c.field}" when "${c.when}"`);
    if (!d.paths) lines.push('    no answers at all reach it: a step accepts no answer');
    else if (!c.holds) lines.push(`    never holds (not asked on any path, such as ${answersText(c.fails!.answers)})`);
    else if (!c.fails) lines.push(`    always holds (asked on every path, such as ${answersText(c.holds.answers)})`);
    else {
      lines.push(`    holds for:    ${answersText(c.holds.answers)} (${questions(c.holds)})`);
      lines.push(`    does not for: ${answersText(c.fails.answers)} (${questions(c.fails)})`);
    }
  }
  return lines.join('\n');
}
