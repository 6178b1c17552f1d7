import type { ComponentType } from 'react';
import { loadReports } from '../definitions.js';
import { NotFoundPage } from '../shared/not-found-page.js';
import { CompanyReportPage } from './company/company-report-page.js';
import { reportAt, type FoundReport } from './report-kinds.js';
import { TeamReportPage } from './team/team-report-page.js';

type Pages = { [K in FoundReport['kind']]: ComponentType<{ report: Extract<FoundReport, { kind: K }>['report'] }> };

// how each kind of report is laid out; a new kind does not compile until it has a page
const pages: Pages = { team: TeamReportPage, company: CompanyReportPage };

/** the report pages' route component, made once the definitions are in (see routes/extra-pages.ts) */
export async function loadReportPage(): Promise<{ default: ComponentType<{ route: string }> }> {
  const reports = await loadReports();
  return {
    default: ({ route }) => {
      const found = reportAt(reports, route);
      if (!found) return <NotFoundPage />;
      const Report = pages[found.kind] as ComponentType<{ report: FoundReport['report'] }>;
      return <Report report={found.report} />;
    },
  };
}
