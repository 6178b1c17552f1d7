import type { Report, ReportKind, Reports } from '../../engine/schema/index.js';

/** a report with its kind, for the page map of report-route.tsx */
export type FoundReport = { [K in ReportKind]: { kind: K; report: Extract<Report, { kind: K }> } }[ReportKind];

const isReport = (value: unknown): value is Report => typeof value === 'object' && value !== null && 'kind' in value && 'route' in value;

/** the report of reports.yaml served at a route, with its kind (the page code names no department) */
export function reportAt(reports: Reports, route: string): FoundReport | undefined {
  const report = Object.values(reports).find((value): value is Report => isReport(value) && value.route === route);
  return report && ({ kind: report.kind, report } as FoundReport);
}
