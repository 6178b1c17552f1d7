import { gotProtocol as got, protocolOf } from '../url-setting.js';
import type { LeadChannel } from './channels.js';

/** the lead channels an operator configured (README, Configuration; docs/leads.md) */
export interface LeadsConfig {
  webhook?: { url: string; secret: string };
  email?: { smtpUrl: string; to: string[]; from: string; prospect: boolean };
  /** how long a delivery is retried before it is marked dead (LEAD_RETRY_WINDOW_SECONDS) */
  retryWindowMs: number;
}

const address = /^[^\s@"'<>,;]+@[^\s@"'<>,;]+\.[^\s@"'<>,;]+$/;
const dayInSeconds = 86_400;

function webhook(env: NodeJS.ProcessEnv): LeadsConfig['webhook'] {
  const url = env.LEAD_WEBHOOK_URL;
  const secret = env.LEAD_WEBHOOK_SECRET;
  if (!url) {
    if (secret) throw new Error('LEAD_WEBHOOK_SECRET is set without LEAD_WEBHOOK_URL: set the URL that receives quotes, or unset the secret');
    return undefined;
  }
  const protocol = protocolOf(url);
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`LEAD_WEBHOOK_URL must be an http or https URL such as https://crm.example.com/hooks/quotes, got ${got(protocol)}`);
  if (!secret || secret.length < 32) {
    throw new Error(
      `LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL and hold at least 32 characters (it signs every delivery), got ${secret ? `${secret.length} characters` : 'none'}`,
    );
  }
  return { url, secret };
}

function email(env: NodeJS.ProcessEnv): LeadsConfig['email'] {
  const smtpUrl = env.SMTP_URL;
  const prospectRaw = env.LEAD_EMAIL_PROSPECT ?? '';
  if (!['', 'true', 'false'].includes(prospectRaw)) throw new Error(`LEAD_EMAIL_PROSPECT must be true or false, got "${prospectRaw}"`);
  if (!smtpUrl) {
    const stray = ['LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM'].find((n) => env[n]) ?? (prospectRaw === 'true' ? 'LEAD_EMAIL_PROSPECT' : undefined);
    if (stray)
      throw new Error(`${stray} is set without SMTP_URL: set SMTP_URL (smtp://user:password@host:587 or smtps://…:465) to send e-mail, or unset ${stray}`);
    return undefined;
  }
  const protocol = protocolOf(smtpUrl);
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465, got ${got(protocol)}`);
  const to = (env.LEAD_EMAIL_TO ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (to.length === 0)
    throw new Error('LEAD_EMAIL_TO must list one or more addresses separated by commas (such as sales@example.com,boss@example.com) when SMTP_URL is set');
  // an operator's own setting: repeating the wrong entry helps and gives nothing of a visitor away
  const wrong = to.find((a) => !address.test(a));
  if (wrong !== undefined) throw new Error(`LEAD_EMAIL_TO must list e-mail addresses separated by commas, got "${wrong}"`);
  const from = (env.LEAD_EMAIL_FROM ?? '').trim();
  if (!address.test(from))
    throw new Error(`LEAD_EMAIL_FROM must be one e-mail address (such as quotes@example.com) when SMTP_URL is set, got ${from ? `"${from}"` : 'none'}`);
  return { smtpUrl, to, from, prospect: prospectRaw === 'true' };
}

function retryWindow(env: NodeJS.ProcessEnv): number {
  const raw = env.LEAD_RETRY_WINDOW_SECONDS;
  if (raw === undefined || raw === '') return dayInSeconds * 1000;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 30 * dayInSeconds) {
    throw new Error(
      `LEAD_RETRY_WINDOW_SECONDS must be a whole number of seconds from 1 to ${30 * dayInSeconds} (default ${dayInSeconds}, 24 hours), got "${raw}"`,
    );
  }
  return Number(raw) * 1000;
}

/** reads the lead settings; a malformed one throws a one-line message naming it and what is allowed */
export function readLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  return { webhook: webhook(env), email: email(env), retryWindowMs: retryWindow(env) };
}

/** the channels every new quote gets a delivery row for; `none` when nothing is configured */
export function channelsOf(config: Pick<LeadsConfig, 'webhook' | 'email'>): LeadChannel[] {
  const channels: LeadChannel[] = [];
  if (config.webhook) channels.push('webhook');
  if (config.email) channels.push('email');
  if (config.email?.prospect) channels.push('prospect');
  return channels.length ? channels : ['none'];
}

/** the start line's words for the lead channels: what is on, never an address or the secret */
export function leadsLine(config: LeadsConfig): string {
  const on = channelsOf(config).filter((c) => c !== 'none');
  return on.length ? `sent by ${on.join(', ')}` : 'kept in the outbox (no channel configured)';
}
