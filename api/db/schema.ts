import { bigint, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { EventKind } from '../../engine/insights/events.js';
import type { Answers } from '../../engine/answers/answers.js';
import type { Result } from '../../engine/evaluation/evaluate.js';
import type { QuotedSolution } from '../../engine/quotes/response.js';
import type { DeliveryState, LeadChannel } from '../leads/channels.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** one answered questionnaire: a department's answers (calculations) or the full assessment form */
export const assessments = pgTable(
  'assessments',
  {
    // ids are made by the server so a retried batch inserts each row at most once
    id: uuid('id').primaryKey().defaultRandom(),
    department: text('department').notNull().default('sales'),
    answers: jsonb('answers').$type<Answers>(),
    definitionHash: text('definition_hash'),
    // the full assessment form's columns (spec document 2, section 3); null for calculations
    companyName: text('company_name'),
    industry: text('industry'),
    employeeCount: text('employee_count'),
    annualRevenue: text('annual_revenue'),
    salesTeamSize: doublePrecision('sales_team_size'),
    averageDealSize: doublePrecision('average_deal_size'),
    salesCycleLength: doublePrecision('sales_cycle_length'),
    monthlyLeads: doublePrecision('monthly_leads'),
    leadConversionRate: doublePrecision('lead_conversion_rate'),
    salesToolsCost: doublePrecision('sales_tools_cost'),
    crmPlatform: text('crm_platform'),
    salesActivitiesHours: doublePrecision('sales_activities_hours'),
    followUpTasksHours: doublePrecision('follow_up_tasks_hours'),
    reportingHours: doublePrecision('reporting_hours'),
    dataEntryHours: doublePrecision('data_entry_hours'),
    createdAt: createdAt(),
  },
  (t) => [index('assessments_department_idx').on(t.department, t.createdAt)],
);

/**
 * What a calculation answered: the whole result, recommendations included, under the definition's own field
 * names, stored once. (The spec's figure columns were never written and are dropped in migration 0003.)
 */
export const assessmentResults = pgTable('assessment_results', {
  id: uuid('id').primaryKey().defaultRandom(),
  // one result per assessment; a retried batch cannot add a second
  assessmentId: uuid('assessment_id')
    .notNull()
    .unique()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  results: jsonb('results').$type<Result>().notNull(),
  createdAt: createdAt(),
});

/** a generated quote: what the request sent and the server priced (no assessment or company: the request has neither) */
export const quotes = pgTable('quotes', {
  id: uuid('id').primaryKey().defaultRandom(),
  quoteNumber: text('quote_number').notNull().unique(),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  selectedSolutions: jsonb('selected_solutions').$type<QuotedSolution[]>().notNull(),
  totalCost: doublePrecision('total_cost').notNull(),
  implementationTimeline: integer('implementation_timeline').notNull(),
  annualSavings: doublePrecision('annual_savings').notNull(),
  roiTimeline: integer('roi_timeline').notNull(),
  customNotes: text('custom_notes'),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('draft'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The lead outbox: one row per quote and channel, written in the quote's own statement (api/leads/outbox.ts),
 * claimed by one server's delivery worker at a time (claim + lease) until delivered or dead.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    // the X-Lead-Id a receiver sees, the same on every retry
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    quoteNumber: text('quote_number').notNull(),
    channel: text('channel').$type<LeadChannel>().notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    // the retry window counts from here: the row's creation, or the operator's last retry
    retrySince: timestamp('retry_since', { withTimezone: true }).notNull().defaultNow(),
    // the worker holding it and until when; a server killed mid-delivery leaves it to the next after the lease
    claim: uuid('claim'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    // the last failure, in words without the address, the secret or a password
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [unique('lead_deliveries_quote_channel').on(t.quoteId, t.channel), index('lead_deliveries_due_idx').on(t.state, t.dueAt)],
);

/** every version of a department definition the server has loaded, so a stored calculation can be replayed with it */
export const definitionVersions = pgTable('definition_versions', {
  hash: text('hash').primaryKey(),
  department: text('department').notNull(),
  path: text('path').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** a calculation the database refused (a data error), kept as the JSON the queue had, for someone to inspect */
export const rejectedCalculations = pgTable('rejected_calculations', {
  id: uuid('id').primaryKey(),
  // the SQLSTATE and first line of the database's message
  reason: text('reason').notNull(),
  // text, not jsonb: it holds exactly what the database would not take as jsonb
  record: text('record').notNull(),
  createdAt: createdAt(),
});

/** the sliding-window rate limit, shared by every server on the database: recent hits per key, in epoch ms */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: doublePrecision('hits').array().notNull(),
});

/**
 * Usage, counted and nothing else (issue 23): one row per day, department, definition version, event, step and
 * host. No address, user agent, cookie or visitor id exists to store; "" and 0 stand for no department and no step,
 * "" for no host (the site's own pages; an embed's is an origin EMBED_ORIGINS lists, or "unknown", issue 38).
 */
export const eventCounts = pgTable(
  'event_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    department: text('department').notNull(),
    definitionHash: text('definition_hash').notNull(),
    event: text('event').$type<EventKind>().notNull(),
    step: integer('step').notNull(),
    host: text('host').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.department, t.definitionHash, t.event, t.step, t.host] })],
);

/**
 * How far each server run's journal of events is counted: `line` is the last journal line (numbered as written)
 * whose counts are in event_counts. Moved in the same statement as the counts, so a retry or a replay after a
 * crash counts each line once (api/insights/event-queue.ts).
 */
export const eventMarks = pgTable('event_marks', {
  run: text('run').primaryKey(),
  line: bigint('line', { mode: 'number' }).notNull(),
});

/** how many stored calculations have each score, per department and scoring version: the peers block's figure without a scan */
export const peerScores = pgTable(
  'peer_scores',
  {
    department: text('department').notNull(),
    scoringHash: text('scoring_hash').notNull(),
    score: doublePrecision('score').notNull(),
    teams: bigint('teams', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.department, t.scoringHash, t.score] })],
);

export const schema = {
  assessments,
  assessmentResults,
  quotes,
  rejectedCalculations,
  rateLimits,
  definitionVersions,
  leadDeliveries,
  eventCounts,
  eventMarks,
  peerScores,
};
export type AssessmentRow = typeof assessments.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
