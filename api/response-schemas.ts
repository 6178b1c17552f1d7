import { z } from 'zod';

/** the one shape every failure answers with (README "Errors") */
export const ErrorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.string().describe('stable, such as invalid_request, rate_limited, database_unavailable'),
    message: z.string(),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).describe('the fields at fault, at most 20'),
  }),
});

const QuotedSolutionSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  cost: z.number(),
  months: z.number(),
});

/** what POST /api/quotes/generate answers with (201) */
export const QuoteResponseSchema = z.strictObject({
  quoteNumber: z.string(),
  status: z.literal('draft'),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().optional(),
  totalCost: z.number(),
  implementationTimeline: z.number().int(),
  annualSavings: z.number(),
  roiTimeline: z.number().int(),
  validUntil: z.iso.date(),
  selectedSolutions: z.array(QuotedSolutionSchema),
  customNotes: z.string().optional(),
});

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
