import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectMessage, salesMessage } from '../../../api/leads/email.js';
import { targets, type TestDatabase } from '../support/databases.js';
import { openApp, quotes, validQuote, type TestApp } from '../support/fixtures.js';
import { until } from '../support/until.js';

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/** a real SMTP server on loopback, in this process, requiring a login (plain text allowed: loopback) */
async function smtpServer(password: string): Promise<{ port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === 'sales' && auth.password === password ? done(null, { user: 'sales' }) : done(new Error('Invalid username or password')),
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        done();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.server.address() as { port: number }).port;
  return { port, mails, close: () => new Promise((done) => server.close(() => done())) };
}

/** a header's value, folded lines joined */
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');
/** the message's text with quoted-printable soft breaks and escapes undone */
const decoded = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

const emailConfig = (port: number, password: string) => ({
  smtpUrl: `smtp://sales:${encodeURIComponent(password)}@127.0.0.1:${port}`,
  to: ['sales@example.com', 'boss@example.com'],
  from: 'quotes@example.com',
  prospect: true,
});

describe.each(targets)('lead e-mail on $name', (target) => {
  const password = 'correct-horse-battery';
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let t: TestDatabase;
  let api: TestApp;
  beforeAll(async () => {
    smtp = await smtpServer(password);
    t = await target.open();
    api = openApp(t, { leads: { config: { email: emailConfig(smtp.port, password), retryWindowMs: 120_000 }, pollMs: 100 } });
  });
  afterAll(async () => {
    await api.close();
    await t.dispose();
    await smtp.close();
  });

  it('the sales inbox and the prospect each get their message; a name with header syntax adds no recipient', async () => {
    const name = 'Eve, Bcc: thief@evil.example <thief@evil.example>';
    const res = await api.post(quotes.api, { ...validQuote, contactName: name, customNotes: 'Line one\r\nBcc: thief@evil.example\r\n\r\nline three' });
    expect(res.status).toBe(201);
    const { quoteNumber } = (await res.json()) as { quoteNumber: string };
    await until('two messages', () => smtp.mails.length >= 2);
    const sales = smtp.mails.find((m) => m.to.includes('sales@example.com'))!;
    const prospect = smtp.mails.find((m) => m.to.includes('ada@example.com'))!;
    expect(sales.to.sort()).toEqual(['boss@example.com', 'sales@example.com']);
    expect(prospect.to).toEqual(['ada@example.com']);
    expect(smtp.mails.flatMap((m) => m.to)).not.toContain('thief@evil.example');
    expect(header(sales.raw, 'Subject')).toBe(`New quote ${quoteNumber} from ${name}`);
    expect(decoded(sales.raw)).toContain('Total Cost: $1,500');
    expect(decoded(sales.raw)).toContain('Phone: +44 20 7946 0000');
    expect(decoded(prospect.raw)).toContain(`Quote #: ${quoteNumber}`);
    expect(header(prospect.raw, 'Subject')).toBe(`Quote Generated: Quote #${quoteNumber}`);
    for (const m of smtp.mails) expect(m.raw.split('\r\n\r\n')[0]).not.toMatch(/^Bcc:/im);
    await until(
      'both delivered',
      async () => ((await (await api.app.request('/api/health')).json()) as { leads: { delivered: number } }).leads.delivered === 2,
    );
    expect(api.logs.join('\n')).not.toMatch(/example\.com|7946|correct-horse/);
  });
});

describe('lead e-mail headers', () => {
  const stored = {
    id: 'x',
    quoteNumber: 'Q-2026-ABCDEF',
    contactName: 'Mallory\r\nBcc: thief@evil.example',
    contactEmail: 'mallory@example.com\r\nCc: thief@evil.example',
    contactPhone: null,
    selectedSolutions: [],
    totalCost: 1,
    implementationTimeline: 1,
    annualSavings: 1,
    roiTimeline: 1,
    customNotes: null,
    validUntil: '2026-12-01',
    status: 'draft',
    createdAt: new Date(),
    updatedAt: new Date(),
  };

  it('a name or address with CR/LF (stored by some other way than the API, which refuses it) starts no header', () => {
    const config = emailConfig(25, 'p');
    const sales = salesMessage(stored, quotes, config);
    const prospect = prospectMessage(stored, quotes, config);
    expect(sales.subject).toBe('New quote Q-2026-ABCDEF from Mallory Bcc: thief@evil.example');
    expect(JSON.stringify([sales.replyTo, prospect.to])).not.toMatch(/\\r|\\n/);
  });
});

describe.each(targets)('a wrong SMTP password on $name', (target) => {
  it('is retried, then dead once its retry window ends, with a reason that does not hold the password', { timeout: 60_000 }, async () => {
    const smtp = await smtpServer('the-right-one');
    const t = await target.open();
    const wrong = 'hunter2-wrong-password';
    const api = openApp(t, { leads: { config: { email: { ...emailConfig(smtp.port, wrong), prospect: false }, retryWindowMs: 3_000 }, pollMs: 100 } });
    try {
      const res = await api.post(quotes.api, validQuote);
      expect(res.status).toBe(201);
      await until('the delivery dead', async () => ((await (await api.app.request('/api/health')).json()) as { leads: { dead: number } }).leads.dead === 1);
      const attempts = api.logs.filter((l) => / email attempt \d+ failed/.test(l));
      expect(attempts.length).toBeGreaterThan(0);
      const dead = api.logs.find((l) => / email dead after \d+ attempts: /.test(l))!;
      expect(dead).toMatch(/EAUTH 535/);
      expect(api.logs.join('\n')).not.toContain(wrong);
      expect(smtp.mails).toEqual([]);
    } finally {
      await api.close();
      await t.dispose();
      await smtp.close();
    }
  });
});
