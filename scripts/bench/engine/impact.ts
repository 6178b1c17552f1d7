import { departmentImpact } from '../../../engine/impact/department.js';
import type { SourceFile } from '../../../engine/load.js';
import { checked, median, ms, type Row } from '../lib/table.js';

const budgetMs = 5000;

/**
 * `npm run impact` for one department, in process: both versions loaded, the file compared, every answer set
 * walked under both (the edit is a comment, so nothing moves but every set is still evaluated twice). Median of 3.
 * The budget is on CPU time: the wall time of one process on a shared 2-core machine says more about the neighbours.
 */
export function impactRows(sources: SourceFile[]): Row[] {
  return sources.flatMap((before) => {
    const after = { path: before.path, text: `${before.text}\n# edited\n` };
    const runs: number[] = [];
    const walls: number[] = [];
    let sets = 0;
    let notCompared: string | undefined;
    for (let i = 0; i < 3; i++) {
      const [t, cpu] = [performance.now(), process.cpuUsage()];
      const r = departmentImpact(before, after);
      const used = process.cpuUsage(cpu);
      walls.push(performance.now() - t);
      runs.push((used.user + used.system) / 1000);
      if (!r) return [];
      sets = r.impact.answers?.answerSets.both ?? 0;
      notCompared = r.impact.notCompared;
    }
    const id = before.path.replace(/^.*\/|\.ya?ml$/g, '');
    return [
      checked(
        {
          section: 'engine',
          figure: `impact of an edit to ${id} (CPU time)`,
          value: ms(median(runs)),
          budget: `< ${budgetMs} ms`,
          note: `median of 3; ${notCompared ?? `${sets.toLocaleString('en-US')} answer sets a visitor could send, each class of them evaluated under both`}; wall ${ms(median(walls))} on a shared machine`,
        },
        median(runs) < budgetMs,
      ),
    ];
  });
}
