import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Quotes } from '../../engine/schema/quotes.js';
import { formatValue } from '../../engine/display/format.js';
import { quoteTexts } from '../../engine/quotes/texts.js';
import { redact } from '../log.js';
import type { LeadsConfig } from './config.js';
import type { StoredQuote } from './payload.js';

type EmailConfig = NonNullable<LeadsConfig['email']>;
export type LeadMessage = SendMailOptions;

/** text for a header: control characters (CR, LF, TAB, ...) become spaces, so a value cannot start another header */
export const oneLine = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (n: number) => formatValue(n, 'currency');

/** the rows both messages show: label and value, plain text (the HTML escapes them) */
function quoteLines(q: StoredQuote, quotes: Quotes): [string, string][] {
  const t = quoteTexts(quotes);
  return [
    [t('quoteNumber'), q.quoteNumber],
    [t('status'), q.status],
    [t('contactName'), q.contactName ?? ''],
    [t('contactEmail'), q.contactEmail ?? ''],
    ...(q.contactPhone ? ([[t('contactPhone'), q.contactPhone]] as [string, string][]) : []),
    [t('totalCost'), money(q.totalCost)],
    ['Annual savings', money(q.annualSavings)],
    [t('implementation'), t('implementationValue', { months: q.implementationTimeline })],
    ['Payback', formatValue(q.roiTimeline, 'months')],
    [t('validUntil'), q.validUntil],
  ];
}

function bodies(heading: string, q: StoredQuote, quotes: Quotes): { text: string; html: string } {
  const t = quoteTexts(quotes);
  const lines = quoteLines(q, quotes);
  const solutions = q.selectedSolutions.map((s) => ({
    head: `${s.title} (${s.category}): ${money(s.cost)}, ${formatValue(s.months, 'months')}`,
    description: s.description,
  }));
  const notes = q.customNotes ? `\nNotes:\n${q.customNotes}\n` : '';
  const text = [
    heading,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t('selectedSolutions')}:`,
    ...solutions.map((s) => `- ${s.head}\n  ${s.description}`),
    notes,
  ].join('\n');
  const html = [
    `<h1>${escapeHtml(heading)}</h1>`,
    `<table>${lines.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    `<h2>${escapeHtml(t('selectedSolutions'))}</h2>`,
    `<ul>${solutions.map((s) => `<li><strong>${escapeHtml(s.head)}</strong><br>${escapeHtml(s.description)}</li>`).join('')}</ul>`,
    q.customNotes ? `<h2>Notes</h2><p style="white-space:pre-wrap">${escapeHtml(q.customNotes)}</p>` : '',
  ].join('\n');
  return { text, html };
}

/**
 * The message to the sales inbox. Visitor text reaches headers only as nodemailer address objects (quoted and
 * encoded by it) or through oneLine, so a name holding line breaks or header syntax adds no header or recipient.
 */
export function salesMessage(q: StoredQuote, quotes: Quotes, config: EmailConfig): LeadMessage {
  const name = oneLine(q.contactName ?? '');
  return {
    from: config.from,
    to: config.to,
    ...(q.contactEmail ? { replyTo: { name, address: oneLine(q.contactEmail) } } : {}),
    subject: `New quote ${q.quoteNumber} from ${name}`,
    ...bodies(`New quote ${q.quoteNumber} from ${name}`, q, quotes),
  };
}

/** the prospect's copy: their quote as the page showed it, with its number */
export function prospectMessage(q: StoredQuote, quotes: Quotes, config: EmailConfig): LeadMessage {
  const t = quoteTexts(quotes);
  return {
    from: config.from,
    to: { name: oneLine(q.contactName ?? ''), address: oneLine(q.contactEmail ?? '') },
    subject: `${t('resultHeading')}: ${t('quoteNumber')}${q.quoteNumber}`,
    ...bodies(`${t('resultHeading')}: ${t('quoteNumber')}${q.quoteNumber}`, q, quotes),
  };
}

/** sends through SMTP_URL; a failure's reason never holds the URL's password or user, or any address */
export function mailer(config: EmailConfig): { send(message: LeadMessage): Promise<string | undefined>; close(): void } {
  const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const url = new URL(config.smtpUrl);
  const secrets = [url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)].filter((s) => s.length > 0);
  const clean = (text: string) => redact(secrets.reduce((t, s) => t.split(s).join('[hidden]'), text));
  return {
    async send(message) {
      try {
        await transport.sendMail(message);
        return undefined;
      } catch (e) {
        const error = e as { code?: string; responseCode?: number; message?: string };
        return clean(`${error.code ?? 'SMTP'}${error.responseCode ? ` ${error.responseCode}` : ''}: ${(error.message ?? String(e)).split('\n')[0]}`);
      }
    },
    close: () => transport.close(),
  };
}
