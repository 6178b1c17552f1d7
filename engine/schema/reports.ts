import { z } from 'zod';
import { Acknowledgement, Link, MetaDescription, notText, Route } from './common.js';

/** the figures of a company report card */
export const ReportFigure = z.enum(['teamSize', 'annualSavings', 'roiMonths', 'productivityGain']);
export type ReportFigure = z.infer<typeof ReportFigure>;

// what every report page starts with: its address, title, description and heading
const pageHead = {
  route: Route,
  documentTitle: z.string().optional(),
  metaDescription: MetaDescription,
  heading: z.string().min(1),
  intro: z.string().optional(),
};

// report pages are static content; their layout lives in web/ (a page per kind), their words and figures here
export const TeamReport = z.strictObject({
  kind: z.literal('team').describe('A team\'s report: claims, the ROI calculator note and a roadmap'),
  ...pageHead,
  buttons: z.array(Link).min(1),
  claims: z.array(z.strictObject({ value: z.string(), label: z.string() })).default([]),
  roiCalculator: z.strictObject({ title: z.string(), text: z.string() }),
  roadmap: z.strictObject({
    title: z.string(),
    phases: z.array(z.strictObject({ months: z.string(), title: z.string(), items: z.array(z.string()).default([]) })).min(1),
  }),
  nav: z.array(Link).default([]),
});
export type TeamReport = z.infer<typeof TeamReport>;

export const CompanyReport = z.strictObject({
  kind: z.literal('company').describe('The company-wide report: a card per department and the implementation order'),
  ...pageHead,
  back: Link,
  orderTitle: z.string(),
  labels: z.strictObject({
    teamSize: z.string(),
    annualSavings: z.string(),
    roiMonths: z.string(),
    productivityGain: z.string(),
    available: z.string(),
    comingSoon: z.string(),
    sample: z.string().describe('The badge of a card whose figures are the spec samples, not the visitor\'s'),
    notAvailable: z.string().describe('Shown for a figure the visitor\'s result does not have'),
    viewResults: z.string().describe('The button of a card filled from the visitor\'s result (goes to its results page)'),
    notTaken: z.string().describe('The badge of a card whose department has an assessment the visitor has not taken yet (never Coming Soon)'),
    start: z
      .string()
      .refine((text) => [...text.matchAll(/\{([^{}]*)\}/g)].every((m) => m[1] === 'name'), {
        error: 'the only placeholder here is {name}, the card\'s name: other braces would reach the visitor as written',
      })
      .describe('The button of a card whose assessment the visitor has not taken yet (goes to its landing page); {name} is the card\'s name, as in "Start the {name} Assessment"'),
  }),
  departments: z
    .array(
      z
        .strictObject({
          name: z.string().min(1),
          status: z
            .enum(['complete', 'coming-soon'])
            .optional()
            .describe(
              'complete: the department\'s own report is ready (Available, its button goes there); coming-soon: it has no assessment (Coming Soon, its button disabled). ' +
                'Left out on a card with `from`: the card offers that assessment until the visitor takes it, then shows their figures',
            ),
          teamSize: z.number().int().min(0),
          annualSavings: z.number().min(0),
          roiMonths: z.number().min(0),
          productivityGain: z.number().min(0).describe('Percent'),
          button: Link.optional().describe('The button before the visitor\'s own figures fill the card; a card offering its assessment shows labels.start instead'),
          from: z
            .strictObject({
              department: z.string().min(1).meta(notText).describe('Id of the department whose assessment the card offers, and whose stored result replaces the samples once the visitor completes it'),
              figures: z
                .partialRecord(ReportFigure, z.string().min(1).meta(notText))
                .describe('Card field -> expression over the results page values (engine/display/display.ts); a field left out shows as not available'),
            })
            .optional(),
        })
        .superRefine((card, ctx) => {
          // 3-decisions.md (2026-11-25): a working assessment is never called coming soon
          if (card.status === 'coming-soon' && card.from)
            ctx.addIssue({
              code: 'custom',
              path: ['status'],
              message: `Card "${card.name}" offers the assessment of department "${card.from.department}", so it is never Coming Soon: remove status (or remove from, if the card has no assessment of its own)`,
            });
          if (!card.status && !card.from)
            ctx.addIssue({ code: 'custom', path: ['status'], message: `Card "${card.name}" has no assessment (from) and no status: add from: { department, figures } or status: coming-soon` });
          if (card.status && !card.button) ctx.addIssue({ code: 'custom', path: ['button'], message: `Card "${card.name}" is ${card.status}: give it the button it shows` });
          if (!card.status && card.button)
            ctx.addIssue({
              code: 'custom',
              path: ['button'],
              message: `Card "${card.name}" offers its assessment (labels.start) until it is taken and the visitor's results after, so this button is never shown: remove it`,
            });
        }),
    )
  .min(1),
});
export type CompanyReport = z.infer<typeof CompanyReport>;

/** a report page, told apart by its kind */
export const Report = z.discriminatedUnion('kind', [TeamReport, CompanyReport]);
export type Report = z.infer<typeof Report>;
export type ReportKind = Report['kind'];

export const Reports = z.strictObject({
  kind: z.literal('reports').describe('Which kind this is: reports'),
  team: TeamReport,
  company: CompanyReport,
  acknowledge: z.array(Acknowledgement).default([]).describe('Lint warnings this file keeps on purpose, each with its rule, its place and the reason'),
});
export type Reports = z.infer<typeof Reports>;
