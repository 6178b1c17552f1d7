import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../node/read-definitions.js';
import { reportAt } from './report-kinds.js';

const { reports } = readDefinitions().definitions;

describe('reportAt', () => {
  it('finds each report of reports.yaml by its route', () => {
    expect(reportAt(reports, '/sales-report')).toBe(reports.team);
    expect(reportAt(reports, '/company-report')).toBe(reports.company);
  });

  it('finds nothing at a route no report claims', () => {
    expect(reportAt(reports, '/nowhere')).toBeUndefined();
  });
});
