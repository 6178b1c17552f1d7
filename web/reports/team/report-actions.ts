import type { Link, TeamReport } from '../../../engine/schema/index.js';
import { copyLink } from '../../shared/copy-link.js';

type Action = NonNullable<Link['action']>;

// what each action button of a team report does: the report is static, so its link is the page's own address
export const reportActions: Record<Action, (report: TeamReport) => () => void> = {
  share: () => () => void copyLink(window.location.href),
  // jspdf loads on the click, never with the page
  pdf: (report) => () => void import('./report-pdf.js').then((m) => m.downloadReportPdf(report)),
};
