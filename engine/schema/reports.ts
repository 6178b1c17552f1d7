import { z } from 'zod';
import { Acknowledgement, Link, MetaDescription, notText, Route } from './common.js';

/** the figures of a company report card */
export const ReportFigure = z.enum(['teamSize', 'annualSavings', 'roiMonths', 'productivityGain']);
export type ReportFigure = z.infer<typeof ReportFigure>;

// what every report page starts with: its address, title, description and heading
const pageHead = {
  route: Route,
  documentTitle: z.string().optional().describe("The browser tab's title of the report"),
  metaDescription: MetaDescription,
  heading: z.string().min(1).describe("The page's main heading"),
  intro: z.string().optional().describe('A paragraph under the heading'),
};

// report pages are static content; their layout lives in web/ (a page per kind), their words and figures here
export const TeamReport = z.strictObject({
  kind: z.literal('team').describe('A team\'s report: claims, the ROI calculator note and a roadmap'),
  ...pageHead,
  buttons: z.array(Link).min(1).describe('The buttons under the heading'),
  claims: z
    .array(
      z.strictObject({
        value: z.string().describe('The large figure, such as 40%'),
        label: z.string().describe('What the figure says, under it'),
      }),
    )
    .default([])
    .describe('Large figures with a label each'),
  roiCalculator: z
    .strictObject({ title: z.string().describe('The heading of the ROI note'), text: z.string().describe('Its text: how the return on investment is worked out') })
    .describe('The note on the return on investment'),
  roadmap: z
    .strictObject({
      title: z.string().describe("The roadmap's heading"),
      phases: z
        .array(
          z.strictObject({
            months: z.string().describe('When the phase runs, in words, such as Month 1-2'),
            title: z.string().describe("The phase's name"),
            items: z.array(z.string()).default([]).describe('What is done in the phase, one line each'),
          }),
        )
        .min(1)
        .describe('The phases, in order'),
    })
    .describe('The implementation roadmap, phase by phase'),
  nav: z.array(Link).default([]).describe('Links at the foot of the page'),
});
export type TeamReport = z.infer<typeof TeamReport>;

export const CompanyReport = z.strictObject({
  kind: z.literal('company').describe('The company-wide report: a card per department and the implementation order'),
  ...pageHead,
  back: Link.describe('The link back, above the heading'),
  orderTitle: z.string().describe('The heading of the implementation order'),
  labels: z.strictObject({
    teamSize: z.string().describe("The label of a card's team size"),
    annualSavings: z.string().describe("The label of a card's annual savings"),
    roiMonths: z.string().describe("The label of a card's months to a return on investment"),
    productivityGain: z.string().describe("The label of a card's productivity gain"),
    available: z.string().describe('The badge of a card whose report is ready (status complete)'),
    comingSoon: z.string().describe('The badge of a card with no assessment yet (status coming-soon)'),
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
  }).describe('The words on every department card'),
  departments: z
    .array(
      z
        .strictObject({
          name: z.string().min(1).describe("The card's department name"),
          status: z
            .enum(['complete', 'coming-soon'])
            .optional()
            .describe(
              'complete: the department\'s own report is ready (Available, its button goes there); coming-soon: it has no assessment (Coming Soon, its button disabled). ' +
                'Left out on a card with `from`: the card offers that assessment until the visitor takes it, then shows their figures',
            ),
          teamSize: z.number().int().min(0).describe('Sample team size, a whole number from 0, until the visitor\'s own figures fill the card'),
          annualSavings: z.number().min(0).describe('Sample annual savings in USD, 0 or more'),
          roiMonths: z.number().min(0).describe('Sample months to a return on investment, 0 or more'),
          productivityGain: z.number().min(0).describe('Sample productivity gain in percent, 0 or more'),
          button: Link.optional().describe('The button before the visitor\'s own figures fill the card; a card offering its assessment shows labels.start instead'),
          from: z
            .strictObject({
              department: z.string().min(1).meta(notText).describe('Id of the department whose assessment the card offers, and whose stored result replaces the samples once the visitor completes it'),
              figures: z
                .partialRecord(ReportFigure, z.string().min(1).meta(notText))
                .describe('Card field -> expression over the results page values (engine/display/display.ts); a field left out shows as not available'),
            })
            .optional()
            .describe('The assessment the card offers and the figures it takes from its result; left out on a card with a status'),
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
    .min(1)
    .describe('A card per department, in the order shown'),
});
export type CompanyReport = z.infer<typeof CompanyReport>;

/** a report page, told apart by its kind */
export const Report = z.discriminatedUnion('kind', [TeamReport, CompanyReport]);
export type Report = z.infer<typeof Report>;
export type ReportKind = Report['kind'];

export const Reports = z.strictObject({
  kind: z.literal('reports').describe('Which kind this is: reports'),
  team: TeamReport.describe('The team report page'),
  company: CompanyReport.describe('The company-wide report page'),
  acknowledge: z.array(Acknowledgement).default([]).describe('Lint warnings this file keeps on purpose, each with its rule, its place and the reason'),
});
export type Reports = z.infer<typeof Reports>;
