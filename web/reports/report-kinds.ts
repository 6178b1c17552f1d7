import type { Reports } from '../../engine/schema/index.js';

type AnyReport = Reports[keyof Reports];
/** a team's report: claims, the ROI calculator placeholder and a roadmap */
export type TeamReport = Extract<AnyReport, { roadmap: unknown }>;
/** the company-wide report: a card per sample department and the implementation order */
export type CompanyReport = Extract<AnyReport, { departments: unknown }>;

export type FoundReport = { kind: 'team'; report: TeamReport } | { kind: 'company'; report: CompanyReport };

/** the report of reports.yaml served at a route, told apart by its shape (the page code names no department) */
export function reportAt(reports: Reports, route: string): FoundReport | undefined {
  for (const value of Object.values(reports)) {
    if (typeof value !== 'object' || value === null || !('route' in value) || value.route !== route) continue;
    if ('roadmap' in value) return { kind: 'team', report: value };
    if ('departments' in value) return { kind: 'company', report: value };
  }
  return undefined;
}
