import { describe, expect, it } from 'vitest';
import { channelsOf, readLeadsConfig } from './config.js';

const secret = 's'.repeat(32);

describe('lead settings', () => {
  it('none set: no channel, quotes wait in the outbox, 24 hours of retries', () => {
    const config = readLeadsConfig({});
    expect(channelsOf(config)).toEqual(['none']);
    expect(config.retryWindowMs).toBe(86_400_000);
  });

  it('the webhook, the sales inbox and the prospect copy', () => {
    const config = readLeadsConfig({
      LEAD_WEBHOOK_URL: 'https://crm.example.com/hook',
      LEAD_WEBHOOK_SECRET: secret,
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      LEAD_EMAIL_TO: 'sales@example.com, boss@example.com',
      LEAD_EMAIL_FROM: 'quotes@example.com',
      LEAD_EMAIL_PROSPECT: 'true',
      LEAD_RETRY_WINDOW_SECONDS: '60',
    });
    expect(channelsOf(config)).toEqual(['webhook', 'email', 'prospect']);
    expect(config.email?.to).toEqual(['sales@example.com', 'boss@example.com']);
    expect(config.retryWindowMs).toBe(60_000);
  });

  it.each([
    [
      { LEAD_WEBHOOK_URL: 'ftp://x.example.com' },
      'LEAD_WEBHOOK_URL must be an http or https URL such as https://crm.example.com/hooks/quotes, got one starting "ftp:"',
    ],
    [
      { LEAD_WEBHOOK_URL: 'https://x.example.com', LEAD_WEBHOOK_SECRET: 'short' },
      'LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL and hold at least 32 characters (it signs every delivery), got 5 characters',
    ],
    [{ LEAD_WEBHOOK_SECRET: secret }, 'LEAD_WEBHOOK_SECRET is set without LEAD_WEBHOOK_URL: set the URL that receives quotes, or unset the secret'],
    [
      { SMTP_URL: 'http://u:hunter2@mail.example.com' },
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465, got one starting "http:"',
    ],
    [
      { SMTP_URL: 'smtp://mail.example.com', LEAD_EMAIL_FROM: 'q@example.com' },
      'LEAD_EMAIL_TO must list one or more addresses separated by commas (such as sales@example.com,boss@example.com) when SMTP_URL is set',
    ],
    [
      { SMTP_URL: 'smtp://mail.example.com', LEAD_EMAIL_TO: 'sales', LEAD_EMAIL_FROM: 'q@example.com' },
      'LEAD_EMAIL_TO must list e-mail addresses separated by commas, got "sales"',
    ],
    [
      { SMTP_URL: 'smtp://mail.example.com', LEAD_EMAIL_TO: 'a@example.com' },
      'LEAD_EMAIL_FROM must be one e-mail address (such as quotes@example.com) when SMTP_URL is set, got none',
    ],
    [
      { LEAD_EMAIL_TO: 'a@example.com' },
      'LEAD_EMAIL_TO is set without SMTP_URL: set SMTP_URL (smtp://user:password@host:587 or smtps://…:465) to send e-mail, or unset LEAD_EMAIL_TO',
    ],
    [{ LEAD_EMAIL_PROSPECT: 'yes' }, 'LEAD_EMAIL_PROSPECT must be true or false, got "yes"'],
    [{ LEAD_RETRY_WINDOW_SECONDS: '0' }, 'LEAD_RETRY_WINDOW_SECONDS must be a whole number of seconds from 1 to 2592000 (default 86400, 24 hours), got "0"'],
  ])('refuses %j in one line naming the setting', (env, message) => {
    expect(() => readLeadsConfig(env)).toThrow(message);
  });

  it('never repeats a password or the secret', () => {
    const messages = [{ SMTP_URL: 'http://u:hunter2@mail.example.com' }, { LEAD_WEBHOOK_URL: 'https://x.example.com', LEAD_WEBHOOK_SECRET: 'hunter2' }].map(
      (env) => {
        try {
          readLeadsConfig(env);
          return '';
        } catch (e) {
          return (e as Error).message;
        }
      },
    );
    expect(messages.join('\n')).not.toContain('hunter2');
  });
});
