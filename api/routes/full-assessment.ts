import { z } from 'zod';
import { textField } from '../../engine/schema/text-field.js';

const required = (label: string, max = 200) => textField({ label, max, required: `${label} is required` });

const figure = (label: string, min: number, message: string, max?: { value: number; message: string }) => {
  const n = z.number({ error: `${label} must be a number` }).min(min, { error: message });
  return max ? n.max(max.value, { error: max.message }) : n.max(1e12, { error: `${label} is too large` });
};

/**
 * The server's full assessment form (spec document 2, section 5), with exactly its messages.
 * It is the spec's one fixed schema, not a definition: the department defaults as the spec says.
 */
export function fullAssessmentSchema(departments: string[]) {
  return z.strictObject(
    {
      // step 1: company
      companyName: required('Company name'),
      industry: required('Industry'),
      employeeCount: required('Employee count', 50),
      annualRevenue: required('Annual revenue', 50),
      department: z
        .enum(departments as [string, ...string[]], { error: `department must be one of ${departments.map((d) => `"${d}"`).join(', ')}` })
        .default('sales'),
      // step 2: team and pipeline
      salesTeamSize: figure('Sales team size', 1, 'Sales team size must be at least 1'),
      averageDealSize: figure('Average deal size', 1, 'Average deal size must be positive'),
      salesCycleLength: figure('Sales cycle length', 1, 'Sales cycle length must be positive'),
      monthlyLeads: figure('Monthly leads', 1, 'Monthly leads must be positive'),
      leadConversionRate: figure('Lead conversion rate', 1, 'Lead conversion rate must be between 1-100', {
        value: 100,
        message: 'Lead conversion rate cannot exceed 100%',
      }),
      // step 3: tools
      salesToolsCost: figure('Sales tools cost', 0, 'Sales tools cost must be positive'),
      crmPlatform: textField({ label: 'CRM platform', max: 100, required: 'CRM platform is required' }),
      // step 4: hours a week
      salesActivitiesHours: figure('Sales activities hours', 0, 'Sales activities hours must be positive'),
      followUpTasksHours: figure('Follow up tasks hours', 0, 'Follow up tasks hours must be positive'),
      reportingHours: figure('Reporting hours', 0, 'Reporting hours must be positive'),
      dataEntryHours: figure('Data entry hours', 0, 'Data entry hours must be positive'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}` : 'the assessment must be a JSON object',
    },
  );
}

export type FullAssessment = z.output<ReturnType<typeof fullAssessmentSchema>>;
