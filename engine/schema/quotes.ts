import { z } from 'zod';
import { Acknowledgement, ApiPath, Color, MetaDescription, notText, Route } from './common.js';

export const ProposalOption = z.strictObject({
  id: z.string().min(1).meta(notText).describe('The process card\'s id, unique in the list; translations key its texts by it'),
  title: z.string().min(1).describe('The card\'s name, such as Manual Proposals'),
  description: z.string().min(1).describe('A sentence on how this process works'),
  emoji: z.string().min(1).meta(notText).describe('One emoji shown on the card'),
  score: z.number().int().min(0).max(10).describe('The process score, a whole number from 0 to 10; the processBands colour and word it'),
  timeSpent: z.string().min(1).describe('The time a proposal takes this way, in words, such as 4-6 hours'),
  errorRate: z.string().min(1).describe('How often this way goes wrong, in words, such as 15-20%'),
  scalability: z.string().min(1).describe('How well this way grows with the work, in words, such as Low'),
});

export const Solution = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/).meta(notText).describe('The solution\'s id: lowercase letters, digits and hyphens, starting with a letter; the quote request names solutions by it'),
  title: z.string().min(1).describe('The solution\'s name on its card and on the quote'),
  description: z.string().min(1).describe('A sentence on what the solution does'),
  category: z.string().min(1).describe('The solution\'s category, shown on its card and on the quote, such as Automation'),
  avgSavingsPercent: z.number().min(0).max(100).describe('Average savings in percent, 0 to 100; annual savings = this x estimate.savingsPerPercent'),
  implementationTimeMonths: z.number().int().min(1).describe('Months to implement it, a whole number from 1'),
  costPerEmployee: z.number().min(0).describe('Cost per employee in USD, 0 or more; cost = this x estimate.employees'),
  icon: z.string().min(1).meta(notText).describe('The icon (an emoji) shown on the card'),
});
export type Solution = z.infer<typeof Solution>;

/** the labels and headings of the generator screens: every one is required, so a missing text fails the lint */
export const QuoteTexts = z.strictObject({
  stepAssessment: z.string().describe("The first step's name in the step indicator, such as Assessment"),
  stepSolutions: z.string().describe("The second step's name in the step indicator, such as Solutions"),
  stepContact: z.string().describe("The third step's name in the step indicator, such as Contact"),
  assessmentHeading: z.string().describe('The question heading step 1: how the team makes quotes or proposals today'),
  assessmentHelp: z.string().describe('The sentence under that heading, such as "Choose the one that best describes your current process."'),
  timePerProposal: z.string().describe("Label of a process card's time spent, such as Time per proposal"),
  errorRate: z.string().describe("Label of a process card's error rate"),
  scalability: z.string().describe("Label of a process card's scalability"),
  optionScore: z.string().describe("A process card's score; {score} is its score out of 10, as in \"Score: {score}/10\""),
  processScore: z.string().describe('Shown once a process is chosen; {score} is its score out of 10, as in "Current Process Score: {score}/10"'),
  continueToSolutions: z.string().describe('The button from step 1 to step 2'),
  solutionsHeading: z.string().describe("Step 2's heading, such as Select AI Solutions"),
  solutionsHelp: z.string().describe("The sentence under step 2's heading"),
  implementationMonths: z.string().describe("A solution card's time to implement; {months:months} writes \"1 month\", \"3 months\""),
  avgSavings: z.string().describe("A solution card's average savings; {percent} is its avgSavingsPercent"),
  selectedCount: z.string().describe('How many solutions are chosen; {count} is the number, as in "{count} selected"'),
  estimatedCost: z.string().describe('Label of the estimated cost of the chosen solutions'),
  annualSavings: z.string().describe('Label of the annual savings of the chosen solutions'),
  continueToContact: z.string().describe('The button from step 2 to step 3'),
  contactHeading: z.string().describe("Step 3's heading, such as Contact Information"),
  fullName: z.string().describe('Label of the name field (required)'),
  fullNamePlaceholder: z.string().describe('Example text inside the empty name field, such as Jane Smith'),
  email: z.string().describe('Label of the email field (required)'),
  emailPlaceholder: z.string().describe('Example text inside the empty email field'),
  phone: z.string().describe('Label of the phone field; say it is optional'),
  phonePlaceholder: z.string().describe('Example text inside the empty phone field'),
  validityDays: z.string().describe('Label of the dropdown of how many days the quote stays valid'),
  validityOption: z.string().describe('Each choice of that dropdown; {days} is the number, as in "{days, plural, one {# day} other {# days}}"'),
  notes: z.string().describe('Label of the notes field; say it is optional'),
  notesPlaceholder: z.string().describe('Example text inside the empty notes field'),
  back: z.string().describe('The button back to the previous step'),
  generate: z.string().describe('The button that sends the quote request'),
  generating: z.string().describe("That button's label while the request runs"),
  errorSummary: z.string().describe('The line above the list of what to correct when the server refuses the request'),
  formHeading: z.string().describe('Heading of the form on the contact step, such as Request a Quote'),
  formSolutions: z.string().describe('Heading of the chosen solutions in the form'),
  resultHeading: z.string().describe('Heading of the quote once made, such as Quote Generated'),
  quoteNumber: z.string().describe("Label of the quote's number (PREFIX-YEAR-XXXXXX)"),
  status: z.string().describe("Label of the quote's status"),
  contactName: z.string().describe("Label of the contact's name on the quote"),
  contactEmail: z.string().describe("Label of the contact's email on the quote"),
  contactPhone: z.string().describe("Label of the contact's phone on the quote"),
  totalCost: z.string().describe("Label of the quote's total cost"),
  implementation: z.string().describe("Label of the quote's implementation time"),
  implementationValue: z.string().describe('The implementation time itself; {months:months} writes "1 month", "3 months"'),
  validUntil: z.string().describe('Label of the date the quote stays valid until'),
  selectedSolutions: z.string().describe('Heading of the solutions the quote covers'),
  newQuote: z.string().describe('The button that starts a new quote'),
  print: z.string().describe('The button that prints the quote'),
  failureTitle: z.string().describe('Title of the notice when no quote could be made'),
  failureDescription: z.string().describe('Its text when the server gave no message of its own (the network or a proxy failed)'),
});
export type QuoteTextKey = keyof z.infer<typeof QuoteTexts>;

export const Quotes = z.strictObject({
  kind: z.literal('quotes').describe('Which kind this is: quotes'),
  route: Route,
  api: ApiPath,
  documentTitle: z.string().optional().describe("The browser tab's title of the quote generator"),
  metaDescription: MetaDescription,
  heading: z.string().min(1).describe("The page's main heading"),
  intro: z.string().optional().describe('A paragraph under the heading'),
  estimate: z.strictObject({
    employees: z.number().int().positive().describe('cost = costPerEmployee x this'),
    savingsPerPercent: z.number().positive().describe('annual savings = avgSavingsPercent x this'),
  }).describe('How the cost and annual savings of the chosen solutions are estimated'),
  validity: z.strictObject({
    options: z.array(z.number().int().min(1).max(365)).min(1).describe('The days the validity dropdown offers, each 1 to 365, such as [15, 30, 45, 60, 90]'),
    default: z.number().int().min(1).max(365).describe('Days a quote stays valid unless the visitor picks another, 1 to 365'),
    min: z.number().int().min(1).describe('The fewest days the server accepts, 1 or more'),
    max: z.number().int().min(1).describe('The most days the server accepts'),
  }).describe('How many days a quote stays valid'),
  numberPrefix: z.string().regex(/^[A-Z]+$/).meta(notText).describe('Quote numbers read PREFIX-YEAR-XXXXXX'),
  messages: z.strictObject({
    contactName: z.string().describe('Said when the contact name is left empty'),
    contactEmail: z.string().describe('Said when the email is missing or not an email address'),
    selectedSolutions: z.string().describe('Said when no solution is chosen'),
    unknownSolution: z.string().describe('Said for a solution id the quotes file does not list; {allowed} lists the ids'),
    validityMin: z.string().describe('Said when the validity is under validity.min days'),
    validityMax: z.string().describe('Said when the validity is over validity.max days'),
  }).describe('What the server says when a quote request is refused, per reason'),
  proposalOptions: z.array(ProposalOption).min(1).describe('Step 1\'s cards: the ways a team makes proposals today (the choice is not sent with the request)'),
  processBands: z
    .array(z.strictObject({
        max: z.number().optional().describe('Highest process score in this band (inclusive); left out on the last band'),
        color: Color,
        text: z.string().min(1).describe('The words shown for a score in this band'),
      }))
    .min(1)
    .describe('First band whose max is at least the score; the last has no max'),
  solutions: z.array(Solution).min(1).describe('Step 2\'s cards: the AI solutions a quote can include'),
  texts: QuoteTexts.describe('Labels and headings of the generator screens'),
  acknowledge: z.array(Acknowledgement).default([]).describe('Lint warnings this file keeps on purpose, each with its rule, its place and the reason'),
});
export type Quotes = z.infer<typeof Quotes>;
