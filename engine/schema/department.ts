import { z } from 'zod';
import { Acknowledgement, ApiPath, Color, Expr, Feature, Link, MetaDescription, notText, Route, Stat, Template } from './common.js';

import { ResultEntryInput } from './result.js';
import { MultiOption, MultiStep, Name, NumberStep, Option, QuestionKind, SingleOtherStep, SingleStep, Step, type StepOf } from './step.js';

export { MultiOption, MultiStep, NumberStep, Option, QuestionKind, SingleOtherStep, SingleStep, Step, type StepOf };

const Toast = z.strictObject({
  title: z.string().min(1).describe("The toast's title"),
  description: z.string().optional().describe('A line under the title'),
});

export const Failure = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('toast').describe('Which kind this is: toast'),
    title: z.string().min(1).describe("The toast's title; its text is the error's message, or fallback when it has none"),
    fallback: z.string().min(1).describe('Shown when the error has no message'),
  }),
  z.strictObject({ kind: z.literal('alert').describe('Which kind this is: alert'), message: z.string().min(1).describe('Shown on the page as an alert, beside the buttons') }),
  z.strictObject({
    kind: z.literal('log').describe('Which kind this is: log'),
    message: Template.describe('Logged to the console; {status} is the HTTP status'),
    alert: z.string().min(1).describe('Also shown on the page as an alert, so the visitor is never left without a word'),
  }),
]);

export const Wizard = z.strictObject({
  heading: z.string().optional().describe('Page heading above the steps'),
  documentTitle: z.string().optional().describe("The browser tab's title of the questionnaire"),
  metaDescription: MetaDescription,
  progress: z.strictObject({
    label: Template.describe('Such as "Question {n} of {total}"'),
    labelUpTo: Template.default('Question {n} of up to {total}').describe(
      'Used while paths of different lengths remain (conditional steps): {total} is the longest still possible',
    ),
    percent: z.boolean().default(false).describe('Also show percentLabel, such as "40% complete"'),
    percentLabel: Template.default('{percent:percent} complete').describe('The percent shown when percent is true; {n}, {total} and {percent} as in label'),
    dots: z.boolean().default(false).describe('Show a dot per step'),
  }).describe('The progress line above each question'),
  buttons: z.strictObject({
    firstBack: Link.describe('The back button on step 1'),
    back: z.string().min(1).describe('Back button label on later steps'),
    next: z.string().min(1).describe('The button to the next step'),
    submit: z.string().min(1).describe('The final step button'),
    submitting: z.string().min(1).describe('The final button while the request runs'),
  }).describe('The labels of the buttons under each question'),
  clearResultsOnOpen: z.boolean().default(false).describe('true: opening the questionnaire afresh once its results were shown (not by a reload, Back or Forward) starts a retake, clearing the results and answers this tab kept; default false'),
  cleared: Template.default('Choosing {chosen} cleared {cleared}.').describe(
    'Said (and shown) when a choice clears others of a multi-select with an exclusive option; {chosen} and {cleared} are option labels',
  ),
  numberRule: Template.default('Enter a whole number from {min} to {max} {unit}.').describe(
    'Said under a number field when the value typed is not accepted: {min}, {max} and {unit} are the question\'s (no unit: empty)',
  ),
  numberRuleInSteps: Template.default('Enter a whole number from {min} to {max} {unit}, in steps of {step}.').describe(
    'The same for a number question whose step is over 1; {step} is the step',
  ),
  hidden: z.record(Name, z.string().meta(notText)).default({}).describe('Payload fields the UI never sets, with the value sent'),
  onSuccess: z
    .strictObject({
      toast: Toast.optional().describe('A toast shown as the results page opens; none when left out'),
    })
    .describe('What the visitor sees when the answers are sent and the results come back'),
  onFailure: Failure.describe('What the visitor sees when the answers could not be sent or calculated: a toast, an alert on the page, or a console log with an alert'),
  steps: z.array(Step).min(1).describe('The questions, one per step, in the order asked; a step with a when condition is asked only when it holds'),
});
export type Wizard = z.infer<typeof Wizard>;

export const Component = z.strictObject({
  id: Name.describe('The component\'s name, unique in the scoring; formulas and invariants use it'),
  label: z.string().min(1).describe('Its name in the breakdown, such as Process maturity'),
  max: z.number().int().min(0).describe('The most points it can give, a whole number from 0; the lint checks its fields can reach it'),
  from: z.array(Name).min(1).describe('Fields whose chosen points add up to this component'),
  shown: z.boolean().default(true).describe('false: counted in the score but not in the breakdown'),
  field: Name.optional().describe('The result field (inside a group: its key) that carries this component for the breakdown'),
  note: z.string().meta(notText).optional().describe('Why the component exists (for hidden ones)'),
});
export type Component = z.infer<typeof Component>;

export const Share = z.strictObject({
  label: z.string().min(1).describe('Its name in the breakdown'),
  percent: z.number().min(0).max(100).optional().describe('Share of the score, rounded down; leave out for the remainder'),
});

export const Scoring = z.strictObject({
  field: Name.describe('The result field that carries the score, such as aiReadinessScore'),
  max: z.number().int().positive().describe('The score is shown out of this'),
  scale: z.array(z.number().int().min(0)).min(2).describe('Scale marks under the score bar'),
  components: z.array(Component).min(1).describe('The parts the score adds up from, each with its points out of max'),
  breakdown: z
    .array(Share)
    .optional()
    .describe('Show the breakdown as shares of the total score instead of the components'),
});
export type Scoring = z.infer<typeof Scoring>;

export const Band = z.strictObject({
  name: z.string().min(1).optional().describe('Short name where a sentence names the band (the next-change block); the text otherwise'),
  min: z.number().optional().describe('Lowest value in this band (inclusive)'),
  max: z.number().optional().describe('Highest value in this band (inclusive)'),
  color: Color.optional(),
  text: z.string().min(1).describe('The words shown for a value in this band, such as "Ready to automate"'),
});
export type Band = z.infer<typeof Band>;

export const BandSet = z.strictObject({
  of: Expr.default('score').describe('The value banded, usually score'),
  bands: z.array(Band).min(1).describe('First matching band wins'),
});
export type BandSet = z.infer<typeof BandSet>;

export const Recommendation = z.strictObject({
  id: z.string().min(1).meta(notText).describe('The recommendation\'s id, unique in the list; translations key its texts by it'),
  title: z.string().min(1).describe('Its heading on the results page and in the PDF'),
  description: z.string().min(1).describe('What to do and why, a sentence or two'),
  impact: z.enum(['High', 'Medium', 'Low']).describe('Its badge: High, Medium or Low (the site file words each)'),
  timeToImplement: z.string().min(1).describe('How long it takes, in words, such as 2-4 weeks'),
  when: Expr.default('true').describe('Shown when this holds'),
});

export const Format = z.enum(['currency', 'rate', 'hours', 'percent', 'number', 'months', 'text']).describe('currency: USD without decimals; rate: USD with cents');
export type Format = z.infer<typeof Format>;

const Metric = z.strictObject({
  label: z.string().min(1).describe('The figure\'s label'),
  value: Expr.describe('Over the result fields and display values'),
  format: Format.default('number'),
  note: Template.optional().describe('A line under the figure'),
});

const BlockBase = {
  title: z.string().optional().describe("The block's heading; none when left out"), when: Expr.optional().describe('Show the block only when this holds') };

export const Block = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('score').describe('Which kind this is: score'), ...BlockBase, band: Name.describe('Band set for colour and text') }),
  z.strictObject({ kind: z.literal('breakdown').describe('Which kind this is: breakdown'), ...BlockBase }),
  z.strictObject({ kind: z.literal('metrics').describe('Which kind this is: metrics'), ...BlockBase, items: z.array(Metric).min(1).describe('The figures shown, each a label, a value and its format') }),
  z.strictObject({ kind: z.literal('text').describe('Which kind this is: text'), ...BlockBase, text: Template, band: Name.optional().describe('Colour and words from this band set') }),
  z.strictObject({
    kind: z.literal('split').describe('Which kind this is: split'),
    ...BlockBase,
    total: Expr,
    format: Format.default('number'),
    parts: z
      .array(
        z.strictObject({
          label: z.string().min(1).describe('The part\'s label'),
          share: z.number().min(0).max(1).describe('Its share of the total, from 0 to 1 (0.25 is a quarter)'),
        }),
      )
      .min(1)
      .describe('The parts the total is split into'),
  }),
  z.strictObject({ kind: z.literal('recommendations').describe('Which kind this is: recommendations'), ...BlockBase, field: Name.default('recommendations').describe('The result field that holds the list, declared as $recommendations; default recommendations') }),
  z.strictObject({ kind: z.literal('actions').describe('Which kind this is: actions'), ...BlockBase, text: Template.optional(), buttons: z.array(Link).min(1).describe('The buttons, in order') }),
  z.strictObject({
    kind: z.literal('next-change').describe('Which kind this is: next-change'),
    ...BlockBase,
    field: Name.default('nextChanges').describe('The result field declared as $nextChanges'),
    band: Name.optional().describe('Band set named by {band} and {newBand}'),
    change: Template.describe(
      'Per component, its best change: {component} {from} {to} {gain} {points} {newPoints} {max} {score} {newScore} {maxScore}',
    ),
    bandChange: Template.optional().describe('Added when the change moves the score into another band: {band} {newBand}'),
    atMax: Template.describe('Per component no answer can raise: {component} {answer} {points} {max}'),
  }),
  z.strictObject({
    kind: z.literal('working').describe('Which kind this is: working'),
    ...BlockBase,
    lines: z
      .array(z.strictObject({ label: z.string().min(1).describe('What the line is about, such as Hours saved'), text: Template.describe('Write sums as "a x b = c" after a colon, so a reader can redo them') }))
      .min(1)
      .describe('The assumptions and sums behind the figures, one line each, in the words of the page'),
  }),
  z.strictObject({
    kind: z.literal('peers').describe('Which kind this is: peers'),
    ...BlockBase,
    text: Template.describe('How the score compares with other teams: {percent} (mid-rank, ties count half) and {teams}'),
    fewer: Template.optional().describe('Shown instead while fewer than minPeers teams are behind the figure; nothing when left out'),
    minPeers: z.number().int().min(5).default(30).describe('Teams of the same scoring needed before the comparison shows'),
  }),
]);
export type Block = z.infer<typeof Block>;
export type BlockKind = Block['kind'];

export const Invariant = z.strictObject({
  that: Expr.describe('Over the constants, answer attrs, components, score, formulas and result fields, such as "hours <= headcount * 2080 / 2"'),
  because: z.string().min(1).meta(notText).optional().describe('Why it must hold, in words; shown with a counterexample'),
});

export const Missing = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('message').describe('Which kind this is: message'),
    title: z.string().describe('The heading of the message'),
    text: z.string().describe('Its text: no results yet, take the questionnaire first'),
    button: Link.describe('The button under it, usually to the questionnaire'),
  }),
  z.strictObject({ kind: z.literal('redirect').describe('Which kind this is: redirect'), to: Route }),
  z.strictObject({
    kind: z.literal('sample').describe('Which kind this is: sample'),
    label: z.string().min(1).describe('Says above the figures that they are an example, not the visitor\'s own'),
    result: z.record(z.string(), z.unknown()).describe('Sample result shown when nothing is stored'),
  }),
]);

export const Department = z.strictObject({
  kind: z.literal('department').describe('Which kind this is: department'),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/).meta(notText).describe('The department\'s id: lowercase, as its file is named (hr for hr.yaml)'),
  title: z.string().min(1).describe('The department\'s name, such as Human Resources'),
  menu: z
    .strictObject({
      label: z.string().min(1).describe('Its entry in the Departments menu'),
      order: z.number().int().describe('Its place in the menu: lower first'),
    })
    .describe('How the Departments menu lists it'),
  routes: z
    .strictObject({
      landing: Route.describe('The landing page'),
      wizard: Route.describe('The questionnaire'),
      results: Route.describe('The results page'),
    })
    .describe('The addresses of its three pages'),
  api: ApiPath.describe('The calculate endpoint, such as /api/<department>-calculate'),
  session: z
    .strictObject({
    results: Name.describe('sessionStorage key of the results'),
    answers: Name.optional().describe('sessionStorage key of the answers sent (default: the results key + "Answers"); share links need them'),
    })
    .describe('Where the browser tab keeps the results and answers'),
  constants: z.record(Name, z.number().finite()).default({}).describe('Named numbers; comment each in the YAML'),
  landing: z
    .strictObject({
      documentTitle: z.string().optional().describe("The browser tab's title"),
      metaDescription: MetaDescription,
      heading: z.string().min(1).describe("The page's main heading"),
      intro: z.string().optional().describe('A paragraph under the heading'),
      stats: z.array(Stat).default([]).describe('Large figures with a label each'),
      claims: z.array(z.string()).default([]).describe('Short claims shown as a list'),
      features: z.array(Feature).default([]).describe('Feature cards: heading, text, emoji'),
      panel: z
        .strictObject({ title: z.string().describe("The panel's heading"), items: z.array(z.string()).describe('Its list of points') })
        .optional()
        .describe('A side panel with a heading and a list'),
      buttons: z.array(Link).min(1).describe('The buttons in the first screen: the first starts the questionnaire'),
      nav: z.array(Link).default([]).describe('Links at the foot of the page'),
    })
    .describe('The landing page'),
  wizard: Wizard.describe('The questionnaire: its steps, progress, buttons and what happens on sending'),
  scoring: Scoring.describe('How the answers add up to the score and its breakdown'),
  formulas: z
    .record(Name, Expr)
    .default({})
    .describe('Named values in order; each may use answers attrs, components, score, constants and earlier formulas'),
  recommendations: z.array(Recommendation).default([]).describe('The advice the results page can show, each when its condition holds'),
  result: z
    .record(Name, ResultEntryInput)
    .describe(
      'The response: field -> expression (or a group of them); $recommendations is the list that applies, $nextChanges the best change per component',
    ),
  bands: z.record(Name, BandSet).default({}).describe('Named band sets: ranges of a value with a colour and words, used by score and text blocks'),
  results: z.strictObject({
    documentTitle: z.string().optional().describe("The browser tab's title of the results page"),
    metaDescription: MetaDescription,
    heading: z.string().min(1).describe("The page's main heading"),
    loading: z.string().optional().describe('Shown while results are read'),
    nav: z.array(Link).default([]).describe('Links at the foot of the page'),
    missing: Missing.describe('What the page does when the tab has no results: a message, a redirect, or sample figures'),
    fallbacks: z.record(Name, Expr).default({}).describe('Result fields computed in the browser when the server left them out'),
    display: z.record(Name, Expr).default({}).describe('Values computed from the result fields for the page'),
    blocks: z.array(Block).min(1).describe('The sections of the page, in order: score, breakdown, metrics, text and the others'),
  }).describe('The results page'),
  samplePages: z
    .array(
      z.strictObject({
        route: Route,
        title: z.string().min(1).optional().describe('Heading while the answers are sent (default: the wizard heading)'),
        answers: z.record(Name, z.union([z.string(), z.array(z.string())]).meta(notText)).describe('Fixed answers posted to the calculate endpoint'),
      }),
    )
    .default([])
    .describe('Extra routes (such as debug or test pages) that post fixed sample answers, then open the results page'),
  growing: z
    .array(Name)
    .default([])
    .describe('Result fields that must never fall when the team grows or an answer becomes more manual (fewer points)'),
  invariants: z
    .array(Invariant)
    .default([])
    .describe('What must hold for every answer set; the lint proves each over every combination of answers'),
  acknowledge: z.array(Acknowledgement).default([]).describe('Lint warnings this file keeps on purpose, each with its rule, its place and the reason'),
});
export type Department = z.infer<typeof Department>;
export type DepartmentInput = z.input<typeof Department>;
