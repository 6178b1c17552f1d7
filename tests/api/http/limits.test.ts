import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments } from '../../../api/db/schema.js';
import { targets } from '../support/databases.js';
import { answersFor, appPerSuite, models, openApp, quotes, random, validQuote } from '../support/fixtures.js';
import { choosesMany, otherOf } from '../../../engine/answers/question-kinds.js';
import { otherAnswer } from '../../../engine/answers/answers.js';

// the first department with a typed "other", and the first with hidden fields: found, never named
const withOther = models.find((m) => m.definition.wizard.steps.some((s) => otherOf(s)))!;
const otherStep = withOther.definition.wizard.steps.find((s) => otherOf(s))!;
const withHidden = models.find((m) => Object.keys(m.definition.wizard.hidden).length > 0)!;
const hiddenField = Object.keys(withHidden.definition.wizard.hidden)[0]!;
const multi = models.flatMap((m) => m.definition.wizard.steps.filter((s) => choosesMany(s)).map((s) => ({ m, s })))[0]!;
const other = (name: string) => otherAnswer(otherOf(otherStep)!, name);

describe.each(targets)('one bad request harms no one, on $name', (target) => {
  const suite = appPerSuite(target);
  const stored = async () => (await suite.t.db.orm.select({ n: count() }).from(assessments))[0]!.n;

  describe('text the database would refuse is refused at validation, naming the field', () => {
    const cases: [string, string, () => Record<string, unknown>, string][] = [
      [
        'a NUL in a typed "other"',
        withOther.definition.api,
        () => ({ ...answersFor(withOther, random(1)), [otherStep.field]: other('Acme\u0000') }),
        otherStep.field,
      ],
      [
        'a lone surrogate in a typed "other"',
        withOther.definition.api,
        () => ({ ...answersFor(withOther, random(1)), [otherStep.field]: other('Acme\ud800') }),
        otherStep.field,
      ],
      ['a NUL in a hidden field', withHidden.definition.api, () => ({ ...answersFor(withHidden, random(1)), [hiddenField]: 'x\u0000' }), hiddenField],
      [
        'a lone low surrogate in a hidden field',
        withHidden.definition.api,
        () => ({ ...answersFor(withHidden, random(1)), [hiddenField]: '\udc00x' }),
        hiddenField,
      ],
      ['a lone surrogate in the quote notes', quotes.api, () => ({ ...validQuote, customNotes: 'call me \ud83d' }), 'customNotes'],
      ['a NUL in the quote notes', quotes.api, () => ({ ...validQuote, customNotes: 'a\u0000b' }), 'customNotes'],
    ];
    it.each(cases)('%s', async (_name, path, body, field) => {
      const before = await stored();
      // JSON.stringify writes a lone surrogate as a \u escape, as a client would have to
      const res = await suite.api.post(path, body());
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer.error.code).toBe('invalid_request');
      expect(answer.error.issues.map((i: { path: string }) => i.path)).toEqual([field]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      await suite.api.queue.flush();
      expect(await stored()).toBe(before);
    });

    it('stores exactly what was answered, emoji and all', async () => {
      const name = 'Ünïcødé 😀 CRM';
      const res = await suite.api.post(withOther.definition.api, { ...answersFor(withOther, random(1)), [otherStep.field]: other(name) });
      expect(res.status).toBe(200);
      await suite.api.queue.flush();
      const rows = await suite.t.db.orm.select({ answers: assessments.answers }).from(assessments);
      expect(rows.some((r) => r.answers?.[otherStep.field] === other(name))).toBe(true);
    });
  });

  it('refuses a key written twice, naming it, instead of keeping the last', async () => {
    const answers = answersFor(models[0]!, random(3));
    const [field, value] = Object.entries(answers)[0]!;
    const text = JSON.stringify(answers).replace(/}$/, `,${JSON.stringify(field)}:${JSON.stringify(value)}}`);
    const res = await suite.api.post(models[0]!.definition.api, text);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_json', message: `The field ${field} is written twice`, issues: [{ path: field, message: `${field} is written twice` }] },
    });
  });

  it('answers a flood of bad list items with a short error, checking no item past the cap', async () => {
    const flood = { ...answersFor(multi.m, random(4)), [multi.s.field]: Array(3_000).fill('no-such-option') };
    const res = await suite.api.post(multi.m.definition.api, flood);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(1_000);
    expect(JSON.parse(text).error.issues).toEqual([{ path: multi.s.field, message: `${multi.s.field} lists more than 100 items` }]);
    // under the cap every item is checked, and the answer still lists at most 20 issues
    const many = await suite.api.post(multi.m.definition.api, { ...flood, [multi.s.field]: Array.from({ length: 100 }, (_, i) => `bad-${i}`) });
    expect((await many.json()).error.issues.length).toBeLessThanOrEqual(20);
  });

  it('refuses a host name it does not serve, so a rebound name cannot pass the same-origin check', async () => {
    const rebound = await suite.api.post(models[0]!.definition.api, answersFor(models[0]!, random(5)), {
      headers: { host: 'evil.test', origin: 'http://evil.test' },
    });
    expect(rebound.status).toBe(421);
    expect((await rebound.json()).error.code).toBe('unknown_host');
    const read = await suite.api.app.request('/api/health', { headers: { host: 'evil.test:3000' } });
    expect(read.status).toBe(421);
    const local = await suite.api.post(models[0]!.definition.api, answersFor(models[0]!, random(5)), {
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    });
    expect(local.status).toBe(200);
    const listed = openApp(suite.t, { allowedHosts: ['tool.example.com'] });
    expect((await listed.app.request('/api/health', { headers: { host: 'Tool.Example.com' } })).status).toBe(200);
    expect((await listed.app.request('/api/health', { headers: { host: 'localhost' } })).status).toBe(421);
    await listed.close();
    // an IPv6 address in the list (HOST=::1 puts it there) answers its bracketed Host header
    const v6 = openApp(suite.t, { allowedHosts: ['::1', 'localhost'] });
    expect((await v6.app.request('/api/health', { headers: { host: '[::1]:3000' } })).status).toBe(200);
    expect((await v6.app.request('/api/health', { headers: { host: '[::2]:3000' } })).status).toBe(421);
    await v6.close();
  });
});
