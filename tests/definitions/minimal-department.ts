import { loadDefinitions } from '../../engine/load.js';
import type { Model } from '../../engine/evaluation/model.js';
import type { Problem } from '../../engine/problem.js';

/**
 * A tiny made-up department for engine tests: a team-size step, a multi-select and a single choice with
 * an "other" name. Hand-worked figures: people x manual hours x 52 weeks, times $10 an hour.
 */
export const minimalYaml = `kind: department
id: widgets
title: Widgets
menu: { label: Widgets, order: 9 }
routes: { landing: /widgets, wizard: /widgets-assessment, results: /widgets-results }
api: /api/widgets-calculate
session: { results: widgetsResults }
constants:
  rate: 10 # dollars an hour
  weeks: 52 # weeks in a year
landing:
  heading: Widgets
  buttons: [{ label: Start, to: /widgets-assessment }]
wizard:
  progress: { label: "Step {n} of {total}" }
  buttons: { firstBack: { label: Back, to: /widgets }, back: Back, next: Next, submit: Done, submitting: Working... }
  onSuccess: {}
  onFailure: { kind: alert, message: Failed }
  steps:
    - field: size
      role: team-size
      question: How many people?
      options:
        - { value: small, label: Small, attrs: { people: 2 } }
        - { value: large, label: Large, attrs: { people: 10 } }
    - field: tools
      kind: multi
      question: Which tools?
      options:
        - { value: none, label: None, points: 0, attrs: { manual: 8 } }
        - { value: basic, label: Basic, points: 3, attrs: { manual: 5 } }
        - { value: smart, label: Smart, points: 6, attrs: { manual: 1 } }
    - field: vendor
      kind: single-other
      question: Which vendor?
      other: { value: other, prompt: Name, send: "other: {name}" }
      options:
        - { value: acme, label: Acme, points: 4, attrs: { fee: 100 } }
        - { value: other, label: Other, points: 1, attrs: { fee: 50 } }
scoring:
  field: total
  max: 10
  scale: [0, 5, 10]
  components:
    - { id: tooling, label: Tooling, max: 6, from: [tools], field: tooling }
    - { id: vendorFit, label: Vendor, max: 4, from: [vendor], shown: false }
formulas:
  hours: people * manual * weeks
  dollars: round(hours * rate)
result:
  total: score
  savings: dollars
  hours: hours
  parts: { tooling: tooling }
  fee: fee
bands:
  card:
    bands:
      - { min: 7, color: green, text: High }
      - { max: 6, color: red, text: Low }
results:
  heading: Results
  missing: { kind: redirect, to: /widgets }
  fallbacks:
    hours: round(savings / rate)
  display:
    days: hours / 8
  blocks:
    - { kind: score, band: card }
`;

/** loads one department text; the model is there when the file passed the schema */
export function loadDepartment(text: string, path = 'widgets.yaml'): { model?: Model; problems: Problem[] } {
  const r = loadDefinitions([{ path, text }]);
  return { model: r.models[0], problems: r.problems };
}

/** the minimal department, loaded; throws when it does not load (the fixture itself is broken) */
export function minimalModel(text = minimalYaml): Model {
  const { model, problems } = loadDepartment(text);
  if (!model || problems.length) throw new Error(`the test department does not load: ${JSON.stringify(problems)}`);
  return model;
}

/** the 1-based line of the first line holding a piece of text */
export function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" is not in the text`);
  return text.slice(0, at).split('\n').length;
}

/** the 1-based column where a piece of text starts on its line */
export function colOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`"${needle}" is not in the text`);
  return at - text.lastIndexOf('\n', at - 1);
}

/**
 * A made-up department with questions that depend on earlier answers: a number question, a single choice that
 * opens a multi-select, and a step asked only for larger teams that did not choose "none". Paths by hand: teams
 * of 1-4 (4 values) ask 1 (ads no) or 3 (ads yes: none, search, social; search with social scores as social) = 16;
 * teams of 5-20 (16 values) ask 2 (ads no: reporting) + 1 (none) + 2 x 2 (search or social, then reporting) = 7 each = 112.
 */
export const branchingYaml = `kind: department
id: ads
title: Ads
menu: { label: Ads, order: 9 }
routes: { landing: /ads, wizard: /ads-assessment, results: /ads-results }
api: /api/ads-calculate
session: { results: adsResults }
constants:
  weeks: 52 # weeks in a year
  halfYear: 1040 # half of one person's 2,080-hour year
landing:
  heading: Ads
  buttons: [{ label: Start, to: /ads-assessment }]
wizard:
  progress: { label: "Question {n} of {total}", labelUpTo: "Question {n} of up to {total}" }
  buttons: { firstBack: { label: Back, to: /ads }, back: Back, next: Next, submit: Done, submitting: Working... }
  onSuccess: {}
  onFailure: { kind: alert, message: Failed }
  steps:
    - field: people
      kind: number
      role: team-size
      question: How many people?
      number: { min: 1, max: 20, unit: people }
    - field: ads
      question: Do you run ads?
      options:
        - { value: "yes", label: "Yes", points: 2, attrs: { adHours: 3 } }
        - { value: "no", label: "No", points: 0, attrs: { adHours: 0 } }
    - field: channels
      kind: multi
      when: "chose(ads, 'yes')"
      skipped: { points: 0, attrs: { channelHours: 0 } }
      question: Where?
      options:
        - { value: none, label: Nowhere yet, exclusive: true, points: 0, attrs: { channelHours: 4 } }
        - { value: search, label: Search, points: 2, attrs: { channelHours: 2 } }
        - { value: social, label: Social, points: 3, attrs: { channelHours: 1 } }
    - field: reporting
      when: "people >= 5 and not chose(channels, 'none')"
      skipped: { points: 0, attrs: { reportHours: 0 } }
      question: How do you report?
      options:
        - { value: manual, label: By hand, points: 0, attrs: { reportHours: 3 } }
        - { value: auto, label: Automatically, points: 5, attrs: { reportHours: 0 } }
scoring:
  field: total
  max: 10
  scale: [0, 5, 10]
  components:
    - { id: reach, label: Reach, max: 5, from: [ads, channels] }
    - { id: insight, label: Insight, max: 5, from: [reporting] }
formulas:
  weekly: adHours + channelHours + reportHours
  hours: min(people * weekly * weeks, people * halfYear)
result:
  total: score
  hours: hours
bands:
  card:
    bands:
      - { min: 6, color: green, text: High }
      - { max: 5, color: red, text: Low }
results:
  heading: Results
  missing: { kind: redirect, to: /ads }
  blocks:
    - { kind: score, band: card }
invariants:
  - { that: "hours <= people * halfYear" }
`;

/** the branching department, loaded (after an optional edit of its text); throws when it does not load */
export function branchingModel(edit: (yaml: string) => string = (y) => y): Model {
  return minimalModel(edit(branchingYaml));
}
