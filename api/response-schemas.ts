import { z } from 'zod';

const figure = z.number().nullable();
const text = z.string().nullable();

/** the stored full assessment POST /api/assessments answers with (201) */
export const AssessmentResponseSchema = z.strictObject({
  id: z.uuid(),
  department: z.string(),
  companyName: text,
  industry: text,
  employeeCount: text,
  annualRevenue: text,
  salesTeamSize: figure,
  averageDealSize: figure,
  salesCycleLength: figure,
  monthlyLeads: figure,
  leadConversionRate: figure,
  salesToolsCost: figure,
  crmPlatform: text,
  salesActivitiesHours: figure,
  followUpTasksHours: figure,
  reportingHours: figure,
  dataEntryHours: figure,
  createdAt: z.iso.datetime({ offset: true }),
});

/** GET /api/health */
export const HealthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['up', 'down']),
  queue: z.strictObject({
    answered: z.number().int(),
    stored: z.number().int(),
    rejected: z.number().int(),
    refused: z.number().int(),
    dropped: z.number().int(),
    retries: z.number().int(),
    pending: z.number().int(),
    state: z.enum(['storing', 'retrying', 'full']),
  }),
});
