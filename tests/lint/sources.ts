import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import { lint } from '../../engine/lint/index.js';
import type { SourceFile } from '../../engine/load.js';
import type { Problem } from '../../engine/problem.js';
import type { DepartmentInput, MultiOption, NumberStep, QuestionKind, Reports, SingleOtherStep } from '../../engine/schema/index.js';

/** a step of the raw definition as a patch writes it: any kind's keys, since a patch may change its kind */
export type AnyStepInput = Partial<Omit<z.input<typeof SingleOtherStep>, 'kind' | 'options'>> &
  Partial<Omit<z.input<typeof NumberStep>, 'kind'>> & { kind?: QuestionKind; options?: z.input<typeof MultiOption>[] };

/** the raw step a patch changes */
export const stepOf = (d: DepartmentInput, i: number): AnyStepInput => d.wizard.steps[i] as AnyStepInput;

export const baseDir = join(import.meta.dirname, 'base');

/** one of the clean files under tests/lint/base */
export const baseSource = (name: 'department' | 'site' | 'quotes' | 'reports'): SourceFile => ({
  path: `${name}.yaml`,
  text: readFileSync(join(baseDir, `${name}.yaml`), 'utf8'),
});

/** the clean site, quotes and reports files that make a department a whole set */
export const singles = (): SourceFile[] => (['site', 'quotes', 'reports'] as const).map(baseSource);

/** the clean test department, changed by a patch, as a YAML file */
export function department(patch: (d: DepartmentInput) => void = () => {}, path = 'alpha.yaml'): SourceFile {
  const data = parse(baseSource('department').text) as DepartmentInput;
  patch(data);
  return { path, text: stringify(data, { lineWidth: 0 }) };
}

/** a second clean department, beta.yaml, that shares nothing with the first (id, menu, routes, api, session) unless a patch says so */
export const second = (patch: (d: DepartmentInput) => void = () => {}): SourceFile =>
  department((d) => {
    d.id = 'beta';
    d.menu = { label: 'Beta', order: 2 };
    d.routes = { landing: '/beta', wizard: '/beta-assessment', results: '/beta-results' };
    d.api = '/api/beta-calculate';
    d.session = { results: 'betaResults' };
    d.wizard.buttons.firstBack.to = '/beta';
    d.landing.buttons = [{ label: 'Start', to: '/beta-assessment' }];
    d.results.missing = { kind: 'redirect', to: '/beta' };
    patch(d);
  }, 'beta.yaml');

/** the clean reports file, changed by a patch, as a YAML file */
export function reports(patch: (r: z.input<typeof Reports>) => void): SourceFile {
  const data = parse(baseSource('reports').text) as z.input<typeof Reports>;
  patch(data);
  return { path: 'reports.yaml', text: stringify(data, { lineWidth: 0 }) };
}

/** lints departments together with the clean site, quotes and reports files; a file of the same path replaces the clean one */
export const lintSet = (...sources: SourceFile[]): Problem[] => lint([...sources, ...singles().filter((s) => !sources.some((d) => d.path === s.path))]);

/** the problems of one rule */
export const ofRule = (problems: Problem[], rule: string): Problem[] => problems.filter((p) => p.rule === rule);

/** rule ids of the problems, for a compact expectation */
export const rulesOf = (problems: Problem[]): string[] => problems.map((p) => p.rule);
