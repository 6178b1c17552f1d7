import { answersSchema } from '../answers.js';
import type { LoadedFile } from '../load.js';
import type { Department } from '../schema/department.js';
import { known } from './suggest.js';
import { error, type Check, type Finding, type Path } from './types.js';

/** sample pages post fixed answers: each set must pass the department's own answers schema */
function samplePages(file: LoadedFile, dept: Department): Finding[] {
  const schema = answersSchema(dept);
  return dept.samplePages.flatMap((page, i) => {
    const parsed = schema.safeParse(page.answers);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => {
      const key = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
      const at = ['samplePages', i, 'answers', ...(issue.path as Path), ...key];
      return error(file, at, `The sample answers of ${page.route} would be refused by ${dept.api}: ${issue.message}`);
    });
  });
}

const isFigure = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** one figure of the sample result: a number the department could show */
function figure(file: LoadedFile, dept: Department, at: Path, name: string, value: unknown): Finding[] {
  if (!isFigure(value)) return [error(file, at, `The sample ${name} is ${JSON.stringify(value)}; a result figure is a number, 0 or more`)];
  const max = dept.scoring.max;
  if (name === dept.scoring.field && value > max) return [error(file, at, `The sample ${name} is ${value}, above the score's maximum of ${max}`)];
  return [];
}

/** the sample result shown when nothing is stored: the fields, groups and recommendations of a real result */
function sampleResult(file: LoadedFile, dept: Department): Finding[] {
  const missing = dept.results.missing;
  if (missing.kind !== 'sample') return [];
  const fields = Object.keys(dept.result);
  const ids = dept.recommendations.map((r) => r.id);
  return Object.entries(missing.result).flatMap(([field, value]): Finding[] => {
    const at = ['results', 'missing', 'result', field];
    const expr = dept.result[field];
    if (expr === undefined) return [error(file, at, `The sample result has "${field}", which is no result field${known(field, fields)}`)];
    if (expr === '$recommendations') {
      if (!Array.isArray(value)) return [error(file, at, `The sample ${field} must be a list of recommendations`)];
      return value.flatMap((r: unknown, j): Finding[] => {
        const id = (r as { id?: unknown } | null)?.id;
        return typeof id === 'string' && ids.includes(id)
          ? []
          : [error(file, [...at, j, 'id'], `The sample recommendation ${JSON.stringify(id ?? null)} is no recommendation of this department${known(String(id), ids)}`)];
      });
    }
    if (typeof expr === 'string') return figure(file, dept, at, field, value);
    if (!value || typeof value !== 'object') return [error(file, at, `The sample ${field} must be a group of ${Object.keys(expr).join(', ')}`)];
    return Object.entries(value).flatMap(([k, v]) =>
      k in expr ? figure(file, dept, [...at, k], `${field}.${k}`, v) : [error(file, [...at, k], `The sample ${field} has "${k}", which the group does not${known(k, Object.keys(expr))}`)],
    );
  });
}

export const invalidSample: Check = (ctx) => ctx.departments.flatMap(({ file, dept }) => [...samplePages(file, dept), ...sampleResult(file, dept)]);
