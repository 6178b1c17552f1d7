import type { InsightsReport } from './report.js';

/** what the server paints /insights from (api/insights/insights-page.ts): the report when signed in, else null and why the last sign-in was refused */
export interface PaintedInsights {
  report: InsightsReport | null;
  days: number;
  department?: string;
  refusal?: string;
}

/** what the sign-in says of a wrong token, painted by the server and said by the page's code alike */
export const wrongTokenText = 'That is not the insights token.';
