import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../engine/answers/answers.js';
import { onPath } from '../../../engine/answers/conditions.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { assessmentResults, assessments } from '../../../api/db/schema.js';
import { targets } from '../support/databases.js';
import { branchingModel } from '../../definitions/minimal-department.js';
import { answersFor, appPerSuite, models, random } from '../support/fixtures.js';
import { optionsOf, ruleOf } from '../../../engine/answers/question-kinds.js';

const sales = models.find((m) => m.definition.id === 'sales')!;
// a department with conditional questions and a number (tests/definitions/minimal-department.ts), served beside the shipped ones
const ads = branchingModel();
/** every multi-select option of the definitions that must stand alone */
const exclusiveSteps = models.flatMap((model) =>
  model.definition.wizard.steps.flatMap((step) =>
    ruleOf(step)
      .alone(step)
      .map((alone) => ({ model, step, alone })),
  ),
);

describe.each(targets)('calculations on $name', (target) => {
  const suite = appPerSuite(target);

  it('has exclusive options to test in the shipped definitions', () => {
    expect(exclusiveSteps.length).toBeGreaterThan(0);
  });

  it('serves every department of the definitions at its own path', () => {
    expect(models.map((m) => m.definition.api).sort()).toEqual(
      [
        '/api/calculate',
        '/api/finance-calculate',
        '/api/hr-calculate',
        '/api/it-calculate',
        '/api/marketing-calculate',
        '/api/operations-calculate',
        '/api/support-calculate',
      ].sort(),
    );
  });

  it.each(models.map((m) => [m.definition.id, m] as const))('%s answers exactly its result fields, as the engine computes them', async (_id, model) => {
    const answers = answersFor(model, random(7));
    const res = await suite.api.post(model.definition.api, answers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual([...Object.keys(model.definition.result), 'definitionHash'].sort());
    expect(body).toEqual(evaluate(model, answers));
    expect(body.definitionHash).toBe(model.hash);
  });

  it('stores the department, answers, definition hash and the whole result', async () => {
    const answers = answersFor(sales, random(11));
    const res = await suite.api.post(sales.definition.api, answers);
    const result = await res.json();
    expect(await suite.api.queue.flush()).toBe(true);
    const rows = await suite.t.db.orm
      .select()
      .from(assessments)
      .innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
      .where(eq(assessments.definitionHash, sales.hash));
    expect(rows.map((r) => r.assessment_results.results)).toContainEqual(result);
    expect(rows.map((r) => r.assessments)).toContainEqual(expect.objectContaining({ department: 'sales', answers, companyName: null, salesTeamSize: null }));
  });

  it('stores the recommendations once, inside the result exactly as answered', async () => {
    const model = models.find((m) => Object.values(m.definition.result).includes('$recommendations'))!;
    const res = await suite.api.post(model.definition.api, answersFor(model, random(3)));
    const field = Object.keys(model.definition.result).find((f) => model.definition.result[f] === '$recommendations')!;
    const result = await res.json();
    await suite.api.queue.flush();
    const rows = await suite.t.db.orm.select().from(assessmentResults);
    expect(result[field].length).toBeGreaterThan(0);
    expect(rows.map((r) => r.results)).toContainEqual(result);
    expect(Object.keys(rows[0]!).sort()).toEqual(['assessmentId', 'createdAt', 'id', 'results']);
  });

  describe('rejects answers the wizard could not send, naming the field and the allowed values', () => {
    const good = answersFor(sales, random(5));
    const post = async (body: unknown) => {
      const res = await suite.api.post(sales.definition.api, body);
      return { status: res.status, body: await res.json() };
    };

    it('an unknown option', async () => {
      const r = await post({ ...good, numberOfUsers: '7-9' });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('invalid_request');
      expect(r.body.error.issues).toEqual([{ path: 'numberOfUsers', message: 'numberOfUsers must be one of "1-5", "6-15", "16-50", "50+"' }]);
    });

    it('a missing field', async () => {
      const { proposalMethod: _p, ...rest } = good;
      const r = await post(rest);
      expect(r.status).toBe(400);
      expect(r.body.error.issues[0].path).toBe('proposalMethod');
      expect(r.body.error.issues[0].message).toContain('"manual", "template", "crm", "automated", "ai"');
    });

    it.each([
      ['a number', 5],
      ['a list', ['1-5']],
      ['null', null],
      ['an object', { value: '1-5' }],
      ['true', true],
    ])('a wrong type: %s', async (_name, value) => {
      const r = await post({ ...good, numberOfUsers: value });
      expect(r.status).toBe(400);
      expect(r.body.error.issues).toEqual([{ path: 'numberOfUsers', message: expect.stringContaining('numberOfUsers must be one of') }]);
    });

    it('an unknown field, naming the allowed fields', async () => {
      const r = await post({ ...good, discount: 99 });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(/unknown field "discount"; allowed fields: .*crmPlatform/);
    });

    it('a __proto__ key, without touching any prototype', async () => {
      const r = await post(`{"__proto__":{"polluted":true},${JSON.stringify(good).slice(1)}`);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toContain('"__proto__"');
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    });

    it('a blank "other" name', async () => {
      const r = await post({ ...good, crmPlatform: 'other:   ' });
      expect(r.status).toBe(400);
      expect(r.body.error.issues[0]).toMatchObject({ path: 'crmPlatform', message: expect.stringContaining('must not be blank') });
    });

    it('a body that is not an object', async () => {
      for (const body of ['[]', '"text"', '42', 'null']) {
        const r = await post(body);
        expect(r.status).toBe(400);
        expect(r.body.error.message).toBe('the answers must be a JSON object');
      }
    });
  });

  describe.each(exclusiveSteps)('$model.definition.id: an exclusive answer of $step.field', ({ model, step, alone }) => {
    const good = answersFor(model, random(5));
    const another = optionsOf(step).find((o) => !ruleOf(step).alone(step).includes(o))!;

    it('is accepted on its own', async () => {
      const res = await suite.api.post(model.definition.api, { ...good, [step.field]: [alone.value] });
      expect(res.status).toBe(200);
    });

    it('is rejected with another choice, naming the field and the option', async () => {
      const res = await suite.api.post(model.definition.api, { ...good, [step.field]: [another.value, alone.value] });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.issues).toEqual([
        { path: step.field, message: `${step.field}: "${alone.value}" (${alone.label}) cannot be combined with other choices; send it alone` },
      ]);
    });
  });

  it('accepts a typed "other" name and answers with the other option scored', async () => {
    const res = await suite.api.post(sales.definition.api, { ...answersFor(sales, random(5)), crmPlatform: 'other: <b>Acme</b>' });
    expect(res.status).toBe(200);
  });

  it('marketing: ad channels sent by a team without paid ads are refused, naming the answer that hides them', async () => {
    const marketing = models.find((m) => m.definition.id === 'marketing')!;
    const { adChannels: _a, bidManagement: _b, ...rest } = answersFor(marketing, random(9));
    const res = await suite.api.post(marketing.definition.api, { ...rest, paidAds: 'no', adChannels: ['search'] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.issues).toEqual([{ path: 'adChannels', message: 'adChannels is not asked when paidAds is "no"; leave it out' }]);
    expect((await suite.api.post(marketing.definition.api, { ...rest, paidAds: 'no' })).status).toBe(200);
  });

  describe('a department whose questions depend on earlier answers', () => {
    const branching = appPerSuite(target, { models: [...models, ads] });
    const post = async (body: unknown) => {
      const res = await branching.api.post(ads.definition.api, body);
      return { status: res.status, body: await res.json() };
    };

    it('refuses a question the other answers do not ask, naming it and why', async () => {
      const r = await post({ people: 10, ads: 'no', channels: ['search'], reporting: 'auto' });
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({
        code: 'invalid_request',
        message: 'channels is not asked when ads is "no"; leave it out',
        issues: [{ path: 'channels', message: 'channels is not asked when ads is "no"; leave it out' }],
      });
    });

    it('refuses a question hidden by a number and a multi-select, naming both answers', async () => {
      const small = await post({ people: 4, ads: 'yes', channels: ['social'], reporting: 'auto' });
      expect(small.body.error.issues).toEqual([
        { path: 'reporting', message: 'reporting is not asked when people is 4 and channels is "social"; leave it out' },
      ]);
      const none = await post({ people: 10, ads: 'yes', channels: ['none'], reporting: 'auto' });
      expect(none.body.error.issues).toEqual([{ path: 'reporting', message: 'reporting is not asked when people is 10 and channels is "none"; leave it out' }]);
    });

    it('refuses a question the answers ask but that is missing, as for any question', async () => {
      const r = await post({ people: 10, ads: 'yes' });
      expect(r.status).toBe(400);
      expect(r.body.error.issues).toEqual([
        { path: 'channels', message: 'channels must be a non-empty list of "none", "search", "social" ("none" only on its own)' },
        { path: 'reporting', message: 'reporting must be one of "manual", "auto"' },
      ]);
    });

    it.each([
      ['below its range', 0],
      ['above its range', 21],
      ['not whole', 2.5],
      ['text', '10'],
    ])('refuses a number %s, naming the range', async (_name, people) => {
      const r = await post({ people, ads: 'no' });
      expect(r.status).toBe(400);
      expect(r.body.error.issues).toEqual([{ path: 'people', message: 'people must be a whole number from 1 to 20 (people)' }]);
    });

    it('takes every answer set the suites draw for it (the fixture walks paths)', async () => {
      const drawn = Array.from({ length: 40 }, (_, seed) => answersFor(ads, random(seed + 1)));
      expect(new Set(drawn.map((a) => Object.keys(a).join())).size, 'more than one path drawn').toBeGreaterThan(2);
      for (const answers of drawn) expect((await post(answers)).status, JSON.stringify(answers)).toBe(200);
    });

    it('answers as the engine computes and stores exactly the answers on the path', async () => {
      const sent: Answers[] = [
        { people: 3, ads: 'no' },
        { people: 12, ads: 'yes', channels: ['search', 'social'], reporting: 'manual' },
      ];
      for (const answers of sent) {
        const res = await branching.api.post(ads.definition.api, answers);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual(evaluate(ads, answers));
      }
      expect(await branching.api.queue.flush()).toBe(true);
      const rows = await branching.t.db.orm.select().from(assessments).where(eq(assessments.department, 'ads'));
      expect(rows.map((r) => r.answers)).toEqual(expect.arrayContaining(sent));
      // every row of the suite, these and the drawn ones: nothing off the path, numbers kept as numbers
      for (const { answers } of rows) expect(answers).toEqual(onPath(ads.definition, answers ?? {}));
      expect(rows.every((r) => typeof r.answers?.people === 'number')).toBe(true);
    });
  });
});
