import { pathToFileURL } from 'node:url';
import type { Database } from '../api/db/client.js';
import { openDatabase } from '../api/db/open.js';
import { lockDataDir } from '../api/storage/data-dir-lock.js';
import { leadChannels, type LeadChannel } from '../api/leads/channels.js';
import { channelsOf, readLeadsConfig } from '../api/leads/config.js';
import { recentLeads, requeue, type LeadRow, type RetryTarget } from '../api/leads/requeue.js';

const usage = `Usage: npm run leads [-- --csv] [-- --limit <n>] | npm run leads -- retry <quoteNumber> | --dead | --all
  Lists recent quotes with each channel's delivery state (the lead outbox), from DATABASE_URL or the embedded
  database under DATA_DIR (default .data; stop its server first).
  --csv            every quote with its contact details and each channel's state, as CSV on standard output
  --limit <n>      how many recent quotes to list (default 50)
  retry <number>   send that quote again on every channel (a delivered one too, with its same X-Lead-Id)
  retry --dead     send every dead delivery again
  retry --all      send every quote on each configured channel it has not reached (quotes from before a channel was set)`;

type Command = { kind: 'list'; csv: boolean; limit: number } | { kind: 'retry'; target: RetryTarget };

function parse(argv: string[]): Command | string {
  if (argv[0] === 'retry') {
    const [, what, extra] = argv;
    if (!what || extra !== undefined) return 'retry takes one quote number, --dead or --all';
    if (what === '--dead' || what === '--all') return { kind: 'retry', target: what === '--dead' ? 'dead' : 'all' };
    if (what.startsWith('-')) return `unknown retry option "${what}": use a quote number, --dead or --all`;
    return { kind: 'retry', target: { quoteNumber: what } };
  }
  let csv = false;
  let limit = 50;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--csv') csv = true;
    else if (arg === '--limit' && /^\d+$/.test(argv[i + 1] ?? '') && Number(argv[i + 1]) > 0) limit = Number(argv[++i]);
    else return arg === '--limit' ? '--limit needs a whole number above 0' : `unknown argument "${arg}"`;
  }
  return { kind: 'list', csv, limit };
}

const shown = leadChannels.filter((c) => c !== 'none');

/** a channel's state in a few characters: delivered, pending (attempts), dead, - (not queued) */
function stateOf(row: LeadRow, channel: LeadChannel): string {
  const d = row.deliveries.find((x) => x.channel === channel);
  if (!d) return row.deliveries.some((x) => x.channel === 'none') ? 'waiting' : '-';
  return d.state === 'pending' && d.attempts > 0 ? `pending (${d.attempts} tried)` : d.state;
}

const lastError = (row: LeadRow) => row.deliveries.find((d) => d.state !== 'delivered' && d.lastError)?.lastError ?? '';

function table(rows: LeadRow[]): string {
  const head = ['quote', 'created (UTC)', ...shown, 'last error'];
  const body = rows.map((r) => [
    r.quote.quoteNumber,
    r.quote.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    ...shown.map((c) => stateOf(r, c)),
    lastError(r),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const waiting = rows.filter((r) => r.deliveries.some((d) => d.channel === 'none')).length;
  const note = waiting ? `\n${waiting} quote(s) arrived while no channel was configured: set one, then npm run leads -- retry --all` : '';
  return `${[line(head), ...body.map(line)].join('\n')}${note}\n`;
}

const cell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v);
  // a spreadsheet reads a leading = + - @ as a formula: the apostrophe keeps it text
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

function csv(rows: LeadRow[]): string {
  const head = [
    'quoteNumber',
    'createdAt',
    'contactName',
    'contactEmail',
    'contactPhone',
    'solutions',
    'totalCost',
    'annualSavings',
    'validUntil',
    'customNotes',
    ...shown,
  ];
  const lines = rows.map((r) => {
    const q = r.quote;
    return [
      q.quoteNumber,
      q.createdAt.toISOString(),
      q.contactName,
      q.contactEmail,
      q.contactPhone,
      q.selectedSolutions.map((s) => s.id).join(' '),
      q.totalCost,
      q.annualSavings,
      q.validUntil,
      q.customNotes,
      ...shown.map((c) => stateOf(r, c)),
    ];
  });
  return `${[head, ...lines].map((l) => l.map(cell).join(',')).join('\n')}\n`;
}

async function run(db: Database, command: Command, channels: LeadChannel[]): Promise<string> {
  if (command.kind === 'list') {
    const rows = await db.run((orm) => recentLeads(orm, command.csv ? undefined : command.limit));
    return command.csv ? csv(rows) : rows.length ? table(rows) : 'no quotes yet\n';
  }
  const { target } = command;
  if (target === 'all' && !channels.some((c) => c !== 'none'))
    throw new Error('retry --all sends to the configured channels, and none is: set LEAD_WEBHOOK_URL or SMTP_URL first');
  const n = await db.run((orm) => requeue(orm, target, channels));
  if (typeof target === 'object' && n === 0) throw new Error(`no quote numbered "${target.quoteNumber}"`);
  return `${n} deliver${n === 1 ? 'y' : 'ies'} queued; a running server sends them within seconds\n`;
}

export async function main(argv: string[], env = process.env): Promise<{ exitCode: number; output: string }> {
  if (argv.includes('--help') || argv.includes('-h')) return { exitCode: 0, output: `${usage}\n` };
  const command = parse(argv);
  if (typeof command === 'string') return { exitCode: 2, output: `${command}\n${usage}\n` };
  let db: Database | undefined;
  let unlock: (() => void) | undefined;
  try {
    const config = readLeadsConfig(env);
    const url = env.DATABASE_URL || undefined;
    // the embedded database takes one process: a running server must be stopped first
    if (!url) unlock = lockDataDir(env.DATA_DIR || '.data');
    db = await openDatabase({ url, dataDir: env.DATA_DIR || '.data' });
    await db.migrate();
    return { exitCode: 0, output: await run(db, command, channelsOf(config)) };
  } catch (e) {
    return { exitCode: 1, output: `leads: ${(e as Error).message}\n` };
  } finally {
    await db?.close();
    unlock?.();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, output } = await main(process.argv.slice(2));
  (exitCode === 0 ? process.stdout : process.stderr).write(output);
  process.exit(exitCode);
}
