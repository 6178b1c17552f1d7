import { describe, expect, it } from 'vitest';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { evaluate } from '../../engine/evaluation/evaluate.js';
import { lint } from '../../engine/lint/index.js';
import { loadDefinitions } from '../../engine/load.js';
import { formatProblem } from '../../engine/problem.js';
import { definitionsDir, readSources } from '../../node/read-definitions.js';
import { bandsOf, communicationsPath, shippedModels } from './shipped.js';

// a seventh department added as one YAML file beside the shipped ones: no code in engine/, api/ or web/ changes
const sources = readSources([definitionsDir, communicationsPath]);
const loaded = loadDefinitions(sources);
const model = loaded.models.find((m) => m.definition.id === 'communications')!;

describe('departments are data: a made-up communications department added as a YAML file', () => {
  it('lints with no errors next to the shipped definitions', () => {
    const errors = lint(sources).filter((p) => p.severity === 'error');
    expect(errors.map(formatProblem)).toEqual([]);
  });

  it('raises no warnings of its own but the texts it still needs in Spanish, each named at its line', () => {
    const own = lint(sources).filter((p) => p.file.endsWith('communications.yaml'));
    expect(own.filter((p) => p.rule !== 'missing-translation').map(formatProblem)).toEqual([]);
    const missing = own.filter((p) => p.rule === 'missing-translation');
    // the site speaks Spanish too: every text a visitor can see needs its Spanish, and the lint says where to write it
    expect(missing.length).toBeGreaterThan(50);
    expect(missing[0]).toMatchObject({ line: 8, message: expect.stringMatching(/^title has no Español \(es\) text: add "title: \{ text: \.\.\., source: [0-9a-f]{8} \}" under texts in .*communications\/es\/communications\.yaml$/) });
  });

  it('joins the loaded definitions as one more department, last in menu order', () => {
    expect(loaded.definitions?.departments.map((d) => d.id)).toContain('communications');
    expect(loaded.definitions?.departments).toHaveLength(shippedModels().length + 1);
    expect(loaded.definitions?.departments.at(-1)?.id).toBe('communications');
    expect(model.definition.api).toBe('/api/communications-calculate');
    expect(model.definition.routes).toEqual({ landing: '/communications', wizard: '/communications-assessment', results: '/communications-results' });
    expect(model.definition.session.results).toBe('communicationsResults');
  });

  it('evaluates a persona, worked out by hand', () => {
    // weekly hours = 7 people x (2 platform + 5 content + 4 chores + 1 reporting) = 84; x 52 = 4368 hours
    // savings = 4368 x 37.50 = 163,800; efficiency = 4368 / 2080 = 210%; roi = ceil(15,000 / 13,650) = 2 months
    // score = 3 (other platform) + 4 (templates) + 2 (email sequences, the highest chosen) + 4 (dashboards) = 13
    const answers = answersSchema(model.definition).parse({
      campaignPlatform: 'other: Brevo',
      contentCreation: 'templates',
      automations: ['nothing-yet', 'email-sequences'],
      reporting: 'dashboards',
      teamSize: '4-10',
    });
    const result = evaluate(model, answers);
    expect(result).toMatchObject({
      aiOpportunityScore: 13,
      productivitySavings: 163800,
      timeSavingsHours: 4368,
      efficiencyImprovement: 210,
      platformReplacementSavings: 0,
      roiTimeline: 2,
      componentScores: { platform: 3, content: 4, automation: 6 },
    });
    expect((result.recommendations as { id: string }[]).map((r) => r.id)).toEqual(['ai-content', 'lead-scoring', 'platform-move', 'ai-reporting']);
    const bands = bandsOf(model, result);
    expect(bands.labels).toMatchObject({ color: 'red', text: 'Manual Communications' });
    expect(bands.summary?.color).toBe('red');
  });

  it('a fully automated large team scores the maximum and still saves something', () => {
    const answers = { campaignPlatform: 'hubspot', contentCreation: 'ai-generated', automations: ['lead-scoring'], reporting: 'ai-insights', teamSize: '26+' };
    // 35 x (0.5 + 1 + 1.5 + 0.5) = 122.5 a week; x 52 = 6370 hours; x 37.50 = 238,875
    expect(evaluate(model, answers)).toMatchObject({ aiOpportunityScore: 30, timeSavingsHours: 6370, productivitySavings: 238875, platformReplacementSavings: 6000 });
    expect(bandsOf(model, evaluate(model, answers)).labels?.text).toBe('AI-Ready Communications');
  });

  it('its answers schema comes from its steps, naming fields and allowed values', () => {
    const schema = answersSchema(model.definition);
    const r = schema.safeParse({ campaignPlatform: 'myspace', contentCreation: 'templates', automations: [], reporting: 'dashboards', teamSize: '4-10', budget: 5 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'campaignPlatform must be one of "hubspot", "marketo", "mailchimp", "spreadsheets" or "other: <name>"',
      'automations must be a non-empty list of "nothing-yet", "email-sequences", "social-scheduling", "ad-bidding", "lead-scoring"',
      'unknown field "budget"; allowed fields: campaignPlatform, contentCreation, automations, reporting, teamSize',
    ]);
  });
});
