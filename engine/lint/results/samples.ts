import { answersSchema } from '../../answers/answers-schema.js';
import type { LoadedFile } from '../../load.js';
import { onEntry, type ListKind, type PerResultEntry, type ResultEntry } from '../../evaluation/result-entries.js';
import { NextChangeSchema } from '../../evaluation/result-schema.js';
import type { Department } from '../../schema/department.js';
import { known } from '../../suggest.js';
import { error, type Check, type Finding, type Path } from '../types.js';

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

/** per list, what its sample must hold; a new list does not compile until it is here */
const sampleLists = (file: LoadedFile, dept: Department): Record<ListKind, (field: string, at: Path, value: unknown) => Finding[]> => ({
  recommendations: (field, at, value) => {
    const ids = dept.recommendations.map((r) => r.id);
    if (!Array.isArray(value)) return [error(file, at, `The sample ${field} must be a list of recommendations`)];
    return value.flatMap((r: unknown, j): Finding[] => {
      const id = (r as { id?: unknown } | null)?.id;
      return typeof id === 'string' && ids.includes(id)
        ? []
        : [
            error(
              file,
              [...at, j, 'id'],
              `The sample recommendation ${JSON.stringify(id ?? null)} is no recommendation of this department${known(String(id), ids)}`,
            ),
          ];
    });
  },
  nextChanges: (field, at, value) => {
    const ids = dept.scoring.components.map((c) => c.id);
    if (!Array.isArray(value)) return [error(file, at, `The sample ${field} must be a list of next changes, one per score component`)];
    return value.flatMap((c: unknown, j): Finding[] => {
      const parsed = NextChangeSchema.safeParse(c);
      if (!parsed.success) return [error(file, [...at, j], `The sample next change ${j + 1} is no next change: ${parsed.error.issues[0]!.message}`)];
      const id = parsed.data.component;
      return ids.includes(id)
        ? []
        : [error(file, [...at, j, 'component'], `The sample next change "${id}" names no score component of this department${known(id, ids)}`)];
    });
  },
});

/** the sample result shown when nothing is stored: the fields, groups and lists of a real result */
function sampleResult(file: LoadedFile, dept: Department, entries: ResultEntry[]): Finding[] {
  const missing = dept.results.missing;
  if (missing.kind !== 'sample') return [];
  const fields = entries.map((e) => e.field);
  const lists = sampleLists(file, dept);
  // what the sample of each kind of entry must be, at `at`
  const sampleOf = (at: Path, value: unknown): PerResultEntry<Finding[]> => ({
    figure: ({ field }) => figure(file, dept, at, field, value),
    group: ({ field, figures }) => {
      const keys = figures.map((f) => f.name);
      if (!value || typeof value !== 'object') return [error(file, at, `The sample ${field} must be a group of ${keys.join(', ')}`)];
      return Object.entries(value).flatMap(([k, v]) =>
        keys.includes(k)
          ? figure(file, dept, [...at, k], `${field}.${k}`, v)
          : [error(file, [...at, k], `The sample ${field} has "${k}", which the group does not${known(k, keys)}`)],
      );
    },
    list: ({ field, list }) => lists[list](field, at, value),
  });
  return Object.entries(missing.result).flatMap(([field, value]): Finding[] => {
    const at = ['results', 'missing', 'result', field];
    const entry = entries.find((e) => e.field === field);
    if (!entry) return [error(file, at, `The sample result has "${field}", which is no result field${known(field, fields)}`)];
    return onEntry(entry, sampleOf(at, value));
  });
}

export const invalidSample: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept, entries }) => [...samplePages(file, dept), ...sampleResult(file, dept, entries)]);
