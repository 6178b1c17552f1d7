import type { Report, Reports } from '../../engine/schema/index.js';

const isReport = (value: unknown): value is Report => typeof value === 'object' && value !== null && 'kind' in value && 'route' in value;

/** the report of reports.yaml served at a route (its kind picks its layout; the page code names no department) */
export const reportAt = (reports: Reports, route: string): Report | undefined =>
  Object.values(reports).find((value): value is Report => isReport(value) && value.route === route);
