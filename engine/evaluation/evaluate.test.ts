import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minimalModel, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { evaluate, EvaluationError, scope } from './evaluate.js';
import { contentHash } from '../hash.js';
import { loadDefinitions } from '../load.js';

const salesText = readFileSync(new URL('../../definitions/sales.yaml', import.meta.url), 'utf8');
const sales = loadDefinitions([{ path: 'definitions/sales.yaml', text: salesText }]).models[0]!;

describe('sales, worked out by hand', () => {
  it('a mid-sized HubSpot team with templates', () => {
    // weekly hours = 10 people x (4.5 manual + 1 CRM) + 10 proposals x (5 - 0.5 AI review) = 55 + 45 = 100
    // hours = 100 x 52 = 5200; cost = 5200 x 37.50 / 0.6 = 325,000; platform = 600 x 10 seats = 6000
    // roi = ceil((15,000 + 1,500 x 10) / (325,000 / 12)) = ceil(1.11) = 2 months
    const { nextChanges, ...result } = evaluate(sales, {
      crmPlatform: 'hubspot',
      numberOfUsers: '6-15',
      automationLevel: 'basic-automation',
      proposalMethod: 'template',
      weeklyProposals: '6-15',
    });
    expect(result).toEqual({
      aiReadinessScore: 17, // 9 crm + 3 automation + 3 proposal + 2 team scale (hidden)
      costSavingPotential: 325000,
      timeSavingsHours: 5200,
      componentScores: { crm: 9, automation: 3, proposalMethod: 3 },
      platformReplacementSavings: 6000,
      roiTimeline: 2,
      working: { teamSize: 10, weeklyHours: 100 },
      definitionHash: contentHash(salesText),
    });
    // the best change per shown component: HubSpot 9 -> Salesforce 10, basic 3 -> very high 10, template 3 -> AI 10
    const change = (component: string, field: string, value: string, points: number, to: string, score: number) => ({
      component,
      points,
      max: 10,
      answers: { [field]: [value] },
      change: { field, to, points: 10, score },
    });
    expect(nextChanges).toEqual([
      change('crm', 'crmPlatform', 'hubspot', 9, 'salesforce', 18),
      change('automation', 'automationLevel', 'basic-automation', 3, 'very-high-automation', 24),
      change('proposal', 'proposalMethod', 'template', 3, 'ai', 24),
    ]);
  });

  it('a large manual team on a CRM typed in as "other" uses the other option', () => {
    // weekly hours = 75 x (6 + 2.5) + 40 x (10 - 0.5) = 637.5 + 380 = 1017.5; hours = round(1017.5 x 52) = 52,910
    // cost = round(52,910 x 37.5 / 0.6) = 3,306,875; roi = ceil(127,500 / 275,573) = 1
    const result = evaluate(sales, {
      crmPlatform: 'other: Acme CRM',
      numberOfUsers: '50+',
      automationLevel: 'no-automation',
      proposalMethod: 'manual',
      weeklyProposals: '30+',
    });
    expect(result).toMatchObject({
      aiReadinessScore: 7, // 2 for "other" + 5 team scale
      costSavingPotential: 3306875,
      timeSavingsHours: 52910,
      componentScores: { crm: 2, automation: 0, proposalMethod: 0 },
      platformReplacementSavings: 0,
      roiTimeline: 1,
    });
  });

  it('regression: three people with 30+ manual proposals a week no longer save 21,086 hours (three times their year)', () => {
    // proposals = min(40 x (10 - 0.5), 3 people x 10 hours) = 30; weekly = 3 x (6 + 2.5) + 30 = 55.5; hours = 2886,
    // under half of 3 x 2,080 = 3,120; cost = round(2886 x 62.5) = 180,375
    const result = evaluate(sales, {
      crmPlatform: 'custom',
      numberOfUsers: '1-5',
      automationLevel: 'no-automation',
      proposalMethod: 'manual',
      weeklyProposals: '30+',
    });
    expect(result).toMatchObject({ timeSavingsHours: 2886, costSavingPotential: 180375, working: { teamSize: 3, weeklyHours: 55.5 } });
  });

  it('a custom CRM saves its yearly upkeep; a fully automated small team waits the longest', () => {
    // weekly hours = 3 x (0.5 + 2.5) + 3 x (0.75 - 0.5) = 9.75; hours = 507; cost = round(507 x 62.5) = 31,688
    // roi = ceil((15,000 + 4,500) / (31,688 / 12)) = ceil(7.38) = 8
    const result = evaluate(sales, {
      crmPlatform: 'custom',
      numberOfUsers: '1-5',
      automationLevel: 'very-high-automation',
      proposalMethod: 'ai',
      weeklyProposals: '1-5',
    });
    expect(result).toMatchObject({
      aiReadinessScore: 25,
      costSavingPotential: 31688,
      timeSavingsHours: 507,
      platformReplacementSavings: 25000,
      roiTimeline: 8,
    });
  });

  it('the spec fallback for hours (cost x 0.6 / 37.5) gives back the hours', () => {
    const r = evaluate(sales, {
      crmPlatform: 'zoho',
      numberOfUsers: '16-50',
      automationLevel: 'high-automation',
      proposalMethod: 'crm',
      weeklyProposals: '16-30',
    });
    expect(Math.round(((r.costSavingPotential as number) * 0.6) / 37.5)).toBe(r.timeSavingsHours);
  });
});

describe('multi-select', () => {
  const model = minimalModel();
  const base = { size: 'large', vendor: 'acme' };

  it('regression: takes the highest chosen option, its points and its attrs together', () => {
    // smart (6 points, 1 manual hour) wins over none (0 points, 8 hours): 10 people x 1 x 52 = 520 hours
    expect(evaluate(model, { ...base, tools: ['none', 'smart'] })).toMatchObject({ total: 10, hours: 520, parts: { tooling: 6 } });
    expect(evaluate(model, { ...base, tools: ['basic', 'none'] })).toMatchObject({ total: 7, hours: 2600, parts: { tooling: 3 } });
  });

  it('the order of the chosen values does not matter', () => {
    expect(evaluate(model, { ...base, tools: ['smart', 'basic', 'none'] })).toEqual(evaluate(model, { ...base, tools: ['none', 'basic', 'smart'] }));
  });
});

describe('scoring', () => {
  it('a hidden component counts in the score but is not a result field of its own', () => {
    const r = evaluate(minimalModel(), { size: 'small', tools: ['basic'], vendor: 'other: Globex' });
    expect(r).toEqual({ total: 4, savings: 5200, hours: 520, parts: { tooling: 3 }, fee: 50, definitionHash: minimalModel().hash });
  });

  it('a component is capped at its maximum and the score at the total', () => {
    const text = minimalYaml
      .replace(
        '{ id: tooling, label: Tooling, max: 6, from: [tools], field: tooling }',
        '{ id: tooling, label: Tooling, max: 8, from: [tools, vendor], field: tooling }',
      )
      .replace('max: 10\n', 'max: 9\n');
    const s = scope(minimalModel(text), { size: 'small', tools: ['smart'], vendor: 'acme' });
    expect(s.tooling).toBe(8); // 6 + 4, capped at 8
    expect(s.score).toBe(9); // 8 + 4, capped at 9
    expect(s.maxScore).toBe(9);
  });

  it('lists the recommendations whose condition holds, without the condition', () => {
    const text = minimalYaml.replace(
      'result:\n',
      `recommendations:
  - { id: automate, title: Automate, description: Take the manual work away., impact: High, timeToImplement: 2 months, when: manual > 4 }
  - { id: polish, title: Polish, description: Fine-tune what runs., impact: Low, timeToImplement: 1 month }
result:
  recommendations: $recommendations
`,
    );
    const model = minimalModel(text);
    const manual = evaluate(model, { size: 'small', tools: ['none'], vendor: 'acme' });
    expect(manual.recommendations).toEqual([
      { id: 'automate', title: 'Automate', description: 'Take the manual work away.', impact: 'High', timeToImplement: '2 months' },
      { id: 'polish', title: 'Polish', description: 'Fine-tune what runs.', impact: 'Low', timeToImplement: '1 month' },
    ]);
    expect(evaluate(model, { size: 'small', tools: ['smart'], vendor: 'acme' }).recommendations).toEqual([
      { id: 'polish', title: 'Polish', description: 'Fine-tune what runs.', impact: 'Low', timeToImplement: '1 month' },
    ]);
  });
});

describe('errors', () => {
  const model = minimalModel();

  it.each([
    [{ size: 'small', tools: ['basic'] }, 'no answer for "vendor"'],
    [{ tools: ['basic'], vendor: 'acme' }, 'no answer for "size"'],
    [{ size: 'small', tools: [], vendor: 'acme' }, 'no answer for "tools"'],
    [{ size: 'medium', tools: ['basic'], vendor: 'acme' }, 'no answer for "size"'],
    [{ size: 'small', tools: ['basic'], vendor: 'other' }, 'no answer for "vendor"'],
  ])('%j throws "%s"', (answers, message) => {
    expect(() => evaluate(model, answers)).toThrow(new EvaluationError(message));
  });

  it('a result that divides by zero throws, naming the field', () => {
    const broken = minimalModel(minimalYaml.replace('  savings: dollars', '  savings: dollars / (people - 2)'));
    expect(() => evaluate(broken, { size: 'small', tools: ['basic'], vendor: 'acme' })).toThrow(
      new EvaluationError('result field "savings" came out as Infinity; every figure must be finite and not negative'),
    );
    expect(evaluate(broken, { size: 'large', tools: ['basic'], vendor: 'acme' }).savings).toBe(3250);
  });

  it('a negative figure inside a group throws with its dotted name', () => {
    const broken = minimalModel(minimalYaml.replace('parts: { tooling: tooling }', 'parts: { tooling: tooling - 5 }'));
    expect(() => evaluate(broken, { size: 'small', tools: ['basic'], vendor: 'acme' })).toThrow(
      new EvaluationError('result field "parts.tooling" came out as -2; every figure must be finite and not negative'),
    );
  });

  it('NaN throws too', () => {
    const broken = minimalModel(minimalYaml.replace('  fee: fee', '  fee: 0 / 0'));
    expect(() => evaluate(broken, { size: 'small', tools: ['basic'], vendor: 'acme' })).toThrow(EvaluationError);
  });
});

describe('purity', () => {
  it('the same answers give the same result and are left untouched', () => {
    const model = minimalModel();
    const answers = { size: 'large', tools: ['smart', 'none'], vendor: 'acme' };
    const copy = structuredClone(answers);
    expect(evaluate(model, answers)).toEqual(evaluate(model, answers));
    expect(answers).toEqual(copy);
  });
});
