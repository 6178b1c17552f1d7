import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../node/read-definitions.js';
import { reportAt } from './report-kinds.js';

const { reports } = readDefinitions().definitions;

describe('reportAt', () => {
  it('finds each report of reports.yaml by its route with the kind it carries', () => {
    expect(reportAt(reports, '/sales-report')).toEqual({ kind: 'team', report: reports.team });
    expect(reportAt(reports, '/company-report')).toEqual({ kind: 'company', report: reports.company });
  });

  it('finds nothing at a route no report claims', () => {
    expect(reportAt(reports, '/nowhere')).toBeUndefined();
  });
});
