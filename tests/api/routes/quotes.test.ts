import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes as quotesTable } from '../../../api/db/schema.js';
import { quoteNumberPattern } from '../../../api/storage/quote-number.js';
import { targets } from '../support/databases.js';
import { appPerSuite, openApp, quotes, validQuote } from '../support/fixtures.js';

const path = quotes.api;
const now = () => new Date('2026-03-01T23:30:00Z');

describe.each(targets)('quotes on $name', (target) => {
  const suite = appPerSuite(target, { now });

  const send = async (body: unknown) => {
    const res = await suite.api.post(path, body);
    return { res, body: await res.json() };
  };

  it('prices the selection from the catalogue and stores the draft', async () => {
    const { res, body } = await send({ ...validQuote, selectedSolutions: ['chatbot', 'process-automation'], validityDays: 45 });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      quoteNumber: expect.stringMatching(/^Q-2026-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/),
      status: 'draft',
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@example.com',
      contactPhone: '+44 20 7946 0000',
      // 150 x 10 + 200 x 10; 65 x 1000 + 45 x 1000; the longer of 3 and 4 months; 3500 / (110000 / 12) -> 1
      totalCost: 3500,
      annualSavings: 110000,
      implementationTimeline: 4,
      roiTimeline: 1,
      validUntil: '2026-04-15',
      selectedSolutions: [
        { id: 'chatbot', title: 'Customer Service Chatbot', description: expect.any(String), category: 'Customer Service', cost: 1500, months: 3 },
        {
          id: 'process-automation',
          title: 'Process Automation Platform',
          description: expect.any(String),
          category: 'Process Automation',
          cost: 2000,
          months: 4,
        },
      ],
      customNotes: 'Call after 3pm',
    });
    const [row] = await suite.t.db.orm.select().from(quotesTable).where(eq(quotesTable.quoteNumber, body.quoteNumber));
    expect(row).toMatchObject({ status: 'draft', totalCost: 3500, annualSavings: 110000, implementationTimeline: 4, roiTimeline: 1, validUntil: '2026-04-15' });
  });

  it('totals all five solutions the way the spec lists them', async () => {
    const { body } = await send({ ...validQuote, selectedSolutions: quotes.solutions.map((s) => s.id), validityDays: undefined });
    expect(body).toMatchObject({ totalCost: 6500, annualSavings: 220000, implementationTimeline: 4, roiTimeline: 1, validUntil: '2026-03-31' });
  });

  it('never takes a total from the request', async () => {
    const { res, body } = await send({ ...validQuote, totalCost: 1 });
    expect(res.status).toBe(400);
    expect(body.error.message).toMatch(/^unknown field "totalCost"/);
  });

  it.each([
    ['no name', { contactName: undefined }, 'contactName', 'Contact name is required'],
    ['a blank name', { contactName: '   ' }, 'contactName', 'Contact name is required'],
    ['a name that is not text', { contactName: 42 }, 'contactName', 'Contact name is required'],
    ['no e-mail', { contactEmail: undefined }, 'contactEmail', 'Valid email is required'],
    ['a bad e-mail', { contactEmail: 'ada@' }, 'contactEmail', 'Valid email is required'],
    ['no solutions', { selectedSolutions: [] }, 'selectedSolutions', 'At least one solution must be selected'],
    ['a missing selection', { selectedSolutions: undefined }, 'selectedSolutions', 'At least one solution must be selected'],
    ['a validity of 0 days', { validityDays: 0 }, 'validityDays', 'Validity period must be at least 1 day'],
    ['a validity of 366 days', { validityDays: 366 }, 'validityDays', 'Validity period cannot exceed 365 days'],
    ['a validity in text', { validityDays: '30' }, 'validityDays', 'Validity period must be a whole number of days'],
    ['a fractional validity', { validityDays: 1.5 }, 'validityDays', 'Validity period must be a whole number of days'],
  ])('rejects %s with the spec message', async (_name, change, field, message) => {
    const { res, body } = await send({ ...validQuote, ...change });
    expect(res.status).toBe(400);
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.issues).toEqual([{ path: field, message }]);
  });

  it('rejects an unknown solution id, naming the allowed ids', async () => {
    const { res, body } = await send({ ...validQuote, selectedSolutions: ['chatbot', 'time-machine'] });
    expect(res.status).toBe(400);
    const allowed = quotes.solutions.map((s) => `"${s.id}"`).join(', ');
    expect(body.error.issues).toEqual([{ path: 'selectedSolutions[1]', message: `Unknown solution; choose from: ${allowed}` }]);
  });

  it('rejects a solution selected twice', async () => {
    const { res, body } = await send({ ...validQuote, selectedSolutions: ['chatbot', 'chatbot'] });
    expect(res.status).toBe(400);
    expect(body.error.issues[0].message).toBe('Solution "chatbot" is selected twice');
  });

  describe('hostile contact fields', () => {
    it('a 10,000-character name is rejected with a clear message', async () => {
      const { res, body } = await send({ ...validQuote, contactName: 'A'.repeat(10_000) });
      expect(res.status).toBe(400);
      expect(body.error.issues).toEqual([{ path: 'contactName', message: 'Contact name must be at most 200 characters' }]);
    });

    it.each([
      ['contactEmail', 'a'.repeat(250) + '@example.com', 'Email must be at most 254 characters'],
      ['contactPhone', '1'.repeat(41), 'Phone number must be at most 40 characters'],
      ['customNotes', 'x'.repeat(2001), 'Notes must be at most 2000 characters'],
    ])('an over-long %s is rejected', async (field, value, message) => {
      const { res, body } = await send({ ...validQuote, [field]: value });
      expect(res.status).toBe(400);
      expect(body.error.issues).toEqual([{ path: field, message }]);
    });

    it.each([
      ['contactName', 'Ada\u0000Lovelace', 'Contact name must not contain control characters'],
      ['contactName', 'Ada\nBcc: x@evil.test', 'Contact name must not contain control characters'],
      ['contactName', 'Ada\u202eecalevol', 'Contact name must not contain control characters'],
      ['contactPhone', '555\r\n0000', 'Phone number must not contain control characters'],
      ['customNotes', 'bell\u0007', 'Notes must not contain control characters'],
    ])('control characters in %s are rejected', async (field, value, message) => {
      const { res, body } = await send({ ...validQuote, [field]: value });
      expect(res.status).toBe(400);
      expect(body.error.issues).toEqual([{ path: field, message }]);
    });

    it('markup comes back as plain JSON text, exactly as sent, and notes keep their lines', async () => {
      const name = '<img src=x onerror=alert(1)><script>alert("x")</script>';
      const notes = 'Line one\n\t<b>bold?</b>';
      const { res, body } = await send({ ...validQuote, contactName: name, customNotes: notes, contactPhone: '' });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(body).toMatchObject({ contactName: name, customNotes: notes, contactPhone: null });
    });
  });

  it('gives 50 simultaneous requests 50 distinct numbers and 50 rows', async () => {
    const contactEmail = 'burst@example.com';
    const answers = await Promise.all(Array.from({ length: 50 }, () => suite.api.post(path, { ...validQuote, contactEmail })));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = await Promise.all(answers.map(async (r) => (await r.json()).quoteNumber as string));
    expect(new Set(numbers).size).toBe(50);
    for (const n of numbers) expect(n).toMatch(quoteNumberPattern);
    const rows = await suite.t.db.orm.select().from(quotesTable).where(eq(quotesTable.contactEmail, contactEmail));
    expect(rows.map((r) => r.quoteNumber).sort()).toEqual([...numbers].sort());
  });

  it('draws a new number when the one drawn is taken', async () => {
    const drawn = ['Q-2026-TAKEN2', 'Q-2026-TAKEN2', 'Q-2026-FRESH3'];
    const repeating = openApp(suite.t, { now, quoteNumber: () => drawn.shift()! });
    const first = await (await repeating.post(path, validQuote)).json();
    const second = await (await repeating.post(path, validQuote)).json();
    expect([first.quoteNumber, second.quoteNumber]).toEqual(['Q-2026-TAKEN2', 'Q-2026-FRESH3']);
    await repeating.close();
  });

  it('has no endpoint that reads a quote back by its number', async () => {
    const { body } = await send(validQuote);
    for (const url of [`/api/quotes/${body.quoteNumber}`, `/api/quotes?number=${body.quoteNumber}`, `/api/quote/${body.quoteNumber}`]) {
      const res = await suite.api.app.request(url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('ada@example.com');
    }
    const get = await suite.api.app.request(path);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
