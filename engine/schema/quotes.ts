import { z } from 'zod';
import { Acknowledgement, ApiPath, Color, MetaDescription, notText, Route } from './common.js';

export const ProposalOption = z.strictObject({
  id: z.string().min(1).meta(notText),
  title: z.string().min(1),
  description: z.string().min(1),
  emoji: z.string().min(1).meta(notText),
  score: z.number().int().min(0).max(10),
  timeSpent: z.string().min(1),
  errorRate: z.string().min(1),
  scalability: z.string().min(1),
});

export const Solution = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/).meta(notText),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  avgSavingsPercent: z.number().min(0).max(100),
  implementationTimeMonths: z.number().int().min(1),
  costPerEmployee: z.number().min(0),
  icon: z.string().min(1).meta(notText),
});
export type Solution = z.infer<typeof Solution>;

/** the labels and headings of the generator screens: every one is required, so a missing text fails the lint */
export const QuoteTexts = z.strictObject({
  stepAssessment: z.string(),
  stepSolutions: z.string(),
  stepContact: z.string(),
  assessmentHeading: z.string(),
  assessmentHelp: z.string(),
  timePerProposal: z.string(),
  errorRate: z.string(),
  scalability: z.string(),
  optionScore: z.string(),
  processScore: z.string(),
  continueToSolutions: z.string(),
  solutionsHeading: z.string(),
  solutionsHelp: z.string(),
  implementationMonths: z.string(),
  avgSavings: z.string(),
  selectedCount: z.string(),
  estimatedCost: z.string(),
  annualSavings: z.string(),
  continueToContact: z.string(),
  contactHeading: z.string(),
  fullName: z.string(),
  fullNamePlaceholder: z.string(),
  email: z.string(),
  emailPlaceholder: z.string(),
  phone: z.string(),
  phonePlaceholder: z.string(),
  validityDays: z.string(),
  validityOption: z.string(),
  notes: z.string(),
  notesPlaceholder: z.string(),
  back: z.string(),
  generate: z.string(),
  generating: z.string(),
  errorSummary: z.string(),
  formHeading: z.string(),
  formSolutions: z.string(),
  resultHeading: z.string(),
  quoteNumber: z.string(),
  status: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  totalCost: z.string(),
  implementation: z.string(),
  implementationValue: z.string(),
  validUntil: z.string(),
  selectedSolutions: z.string(),
  newQuote: z.string(),
  print: z.string(),
  failureTitle: z.string(),
  failureDescription: z.string(),
});
export type QuoteTextKey = keyof z.infer<typeof QuoteTexts>;

export const Quotes = z.strictObject({
  kind: z.literal('quotes').describe('Which kind this is: quotes'),
  route: Route,
  api: ApiPath,
  documentTitle: z.string().optional(),
  metaDescription: MetaDescription,
  heading: z.string().min(1),
  intro: z.string().optional(),
  estimate: z.strictObject({
    employees: z.number().int().positive().describe('cost = costPerEmployee x this'),
    savingsPerPercent: z.number().positive().describe('annual savings = avgSavingsPercent x this'),
  }),
  validity: z.strictObject({
    options: z.array(z.number().int().min(1).max(365)).min(1),
    default: z.number().int().min(1).max(365),
    min: z.number().int().min(1),
    max: z.number().int().min(1),
  }),
  numberPrefix: z.string().regex(/^[A-Z]+$/).meta(notText).describe('Quote numbers read PREFIX-YEAR-XXXXXX'),
  messages: z.strictObject({
    contactName: z.string(),
    contactEmail: z.string(),
    selectedSolutions: z.string(),
    unknownSolution: z.string(),
    validityMin: z.string(),
    validityMax: z.string(),
  }),
  proposalOptions: z.array(ProposalOption).min(1),
  processBands: z
    .array(z.strictObject({ max: z.number().optional(), color: Color, text: z.string().min(1) }))
    .min(1)
    .describe('First band whose max is at least the score; the last has no max'),
  solutions: z.array(Solution).min(1),
  texts: QuoteTexts.describe('Labels and headings of the generator screens'),
  acknowledge: z.array(Acknowledgement).default([]).describe('Lint warnings this file keeps on purpose, each with its rule, its place and the reason'),
});
export type Quotes = z.infer<typeof Quotes>;
