import type { ReactNode } from 'react';
import type { Report, ReportKind, Reports } from '../../engine/schema/index.js';
import { NotFoundPage } from '../shared/not-found-page.js';
import { CompanyReportPage } from './company/company-report-page.js';
import { reportAt } from './report-kinds.js';
import { TeamReportPage } from './team/team-report-page.js';

type ReportOf = { [K in ReportKind]: Extract<Report, { kind: K }> };

// how each kind of report is laid out; a new kind does not compile until it has a page
const layouts: { [K in ReportKind]: (report: ReportOf[K]) => ReactNode } = {
  team: (report) => <TeamReportPage report={report} />,
  company: (report) => <CompanyReportPage report={report} />,
};

const layout = <K extends ReportKind>(kind: K, report: ReportOf[K]) => layouts[kind](report);

/** the report of reports.yaml served at a route (its route's loader brought them: routes/route-tree.tsx), laid out by its kind */
export function ReportPage({ reports, route }: { reports: Reports; route: string }) {
  const report = reportAt(reports, route);
  return report ? layout(report.kind, report) : <NotFoundPage />;
}
