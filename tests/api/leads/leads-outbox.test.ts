import { describe, expect, it } from 'vitest';
import { main as leads } from '../../../scripts/leads.js';
import { targets } from '../support/databases.js';
import { appPerSuite, quotes, validQuote } from '../support/fixtures.js';

const secret = 'x'.repeat(40);

describe.each(targets)('the lead outbox on $name', (target) => {
  // no channel configured: every quote is still recorded as undelivered
  const suite = appPerSuite(target);

  it('records each quote as pending with no channel set, and health counts it', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await suite.api.post(quotes.api, validQuote);
      expect(res.status).toBe(201);
      numbers.push(((await res.json()) as { quoteNumber: string }).quoteNumber);
    }
    const health = (await (await suite.api.app.request('/api/health')).json()) as { leads: unknown };
    expect(health.leads).toEqual({ pending: 2, delivered: 0, dead: 0, oldestPendingSeconds: expect.any(Number) });
    // logs name quotes by number only
    expect(suite.api.logs.join('\n')).not.toMatch(/ada@example\.com|7946/);
  });

  it.runIf(target.name === 'PostgreSQL')('npm run leads lists them, exports CSV and queues them once a channel is set', async () => {
    const env = { DATABASE_URL: suite.t.url! };
    const list = await leads([], env);
    expect(list.exitCode).toBe(0);
    expect(list.output).toMatch(/^quote\s+created \(UTC\)\s+webhook\s+email\s+prospect/);
    expect(list.output.match(/Q-\d{4}-\w{6}\s+\S+ \S+\s+waiting/g)).toHaveLength(2);
    expect(list.output).toContain('2 quote(s) arrived while no channel was configured');

    const csv = await leads(['--csv'], env);
    expect(csv.output.split('\n')[0]).toBe(
      'quoteNumber,createdAt,contactName,contactEmail,contactPhone,solutions,totalCost,annualSavings,validUntil,customNotes,webhook,email,prospect',
    );
    expect(csv.output).toContain(',Ada Lovelace,ada@example.com,');

    expect(await leads(['retry', '--all'], env)).toEqual({ exitCode: 1, output: expect.stringContaining('none is: set LEAD_WEBHOOK_URL or SMTP_URL first') });
    const withHook = { ...env, LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook', LEAD_WEBHOOK_SECRET: secret };
    expect(await leads(['retry', '--all'], withHook)).toEqual({ exitCode: 0, output: expect.stringMatching(/^2 deliveries queued/) });
    const after = await leads([], env);
    expect(after.output.match(/\bpending\b/g)).toHaveLength(2);
    const health = (await (await suite.api.app.request('/api/health')).json()) as { leads: { pending: number } };
    expect(health.leads.pending).toBe(2);

    expect(await leads(['retry', 'Q-0000-NOSUCH'], withHook)).toEqual({ exitCode: 1, output: 'leads: no quote numbered "Q-0000-NOSUCH"\n' });
    expect((await leads(['retry'], env)).exitCode).toBe(2);
  });
});
