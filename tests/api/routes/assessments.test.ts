import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments } from '../../../api/db/schema.js';
import { targets } from '../support/databases.js';
import { appPerSuite } from '../support/fixtures.js';

const form = {
  companyName: 'Acme Ltd',
  industry: 'Manufacturing',
  employeeCount: '51-200',
  annualRevenue: '$10M-$50M',
  salesTeamSize: 12,
  averageDealSize: 25000,
  salesCycleLength: 45,
  monthlyLeads: 300,
  leadConversionRate: 12.5,
  salesToolsCost: 0,
  crmPlatform: 'hubspot',
  salesActivitiesHours: 20,
  followUpTasksHours: 8,
  reportingHours: 0,
  dataEntryHours: 6,
};

describe.each(targets)('the full assessment on $name', (target) => {
  const suite = appPerSuite(target);

  it('stores the form and answers 201 with the stored row', async () => {
    const res = await suite.api.post('/api/assessments', form);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), department: 'sales', createdAt: expect.any(String), ...form });
    const [row] = await suite.t.db.orm.select().from(assessments).where(eq(assessments.id, body.id));
    expect(row).toMatchObject({ ...form, department: 'sales', answers: null, definitionHash: null });
  });

  it('takes another department of the definitions, and rejects one that is not', async () => {
    expect((await suite.api.post('/api/assessments', { ...form, department: 'hr' })).status).toBe(201);
    const res = await suite.api.post('/api/assessments', { ...form, department: 'communications' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.issues[0]).toEqual({ path: 'department', message: expect.stringContaining('department must be one of') });
  });

  it.each([
    ['companyName', undefined, 'Company name is required'],
    ['companyName', '  ', 'Company name is required'],
    ['industry', undefined, 'Industry is required'],
    ['employeeCount', '', 'Employee count is required'],
    ['annualRevenue', undefined, 'Annual revenue is required'],
    ['salesTeamSize', 0, 'Sales team size must be at least 1'],
    ['averageDealSize', 0, 'Average deal size must be positive'],
    ['salesCycleLength', 0.5, 'Sales cycle length must be positive'],
    ['monthlyLeads', -3, 'Monthly leads must be positive'],
    ['leadConversionRate', 0, 'Lead conversion rate must be between 1-100'],
    ['leadConversionRate', 100.5, 'Lead conversion rate cannot exceed 100%'],
    ['salesToolsCost', -1, 'Sales tools cost must be positive'],
    ['crmPlatform', undefined, 'CRM platform is required'],
    ['crmPlatform', '', 'CRM platform is required'],
    ['salesActivitiesHours', -1, 'Sales activities hours must be positive'],
    ['followUpTasksHours', -0.5, 'Follow up tasks hours must be positive'],
    ['reportingHours', -2, 'Reporting hours must be positive'],
    ['dataEntryHours', -1, 'Data entry hours must be positive'],
    ['salesTeamSize', '12', 'Sales team size must be a number'],
    ['companyName', 'A'.repeat(201), 'Company name must be at most 200 characters'],
    ['industry', 'Retail\u0000', 'Industry must not contain control characters'],
  ])('%s = %j answers "%s"', async (field, value, message) => {
    const res = await suite.api.post('/api/assessments', { ...form, [field]: value });
    expect(res.status).toBe(400);
    expect((await res.json()).error.issues).toEqual([{ path: field, message }]);
  });

  it('lists every problem of an empty form at once', async () => {
    const res = await suite.api.post('/api/assessments', {});
    const issues = (await res.json()).error.issues as { path: string }[];
    expect(issues.map((i) => i.path).sort()).toEqual(Object.keys(form).sort());
  });

  it('rejects fields the form does not have', async () => {
    const res = await suite.api.post('/api/assessments', { ...form, id: '00000000-0000-0000-0000-000000000000' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('unknown field "id"');
  });
});
