import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDefinitions } from '../../../node/read-definitions.js';
import { randomAnswers } from '../lib/answers.js';
import { connections, postJson, runFor, type Load, type Run } from '../lib/cannon.js';
import { startNode, waitFor200, type Child } from '../lib/children.js';
import { countEmbedded, countServer, postgresAnswers, throwawayDatabase } from './db-count.js';
import { quoteLoad, quotesOnPostgres, type QuoteRun } from './quotes.js';
import { checked, median, ms, perSecond, ratio, type Row } from '../lib/table.js';

const rounds = 3;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const minRatio = 0.15;
/** p99 of a calculation at 50 connections, in ms */
const maxP99 = 25;

interface Counters {
  answered: number;
  stored: number;
  dropped: number;
  refused: number;
  pending: number;
}

/** the store queue's counters once it has nothing pending (bounded wait) */
async function settledCounters(server: Child): Promise<Counters> {
  for (let i = 0; i < 200; i++) {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { queue: Counters };
    if (health.queue.pending === 0) return health.queue;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the store queue still had calculations pending after 10 s');
}

const medianOf = (runs: Run[], key: 'rps' | 'p50' | 'p99') => median(runs.map((r) => r[key]));

/**
 * Every load once a round, the order turning each round so a drift of the machine weighs on all alike.
 * runs[i][round]; a ratio is the median of the rounds' ratios to the first load (the baseline).
 */
async function interleaved(loads: Load[]): Promise<Run[][]> {
  for (const load of loads) await runFor(load, 2);
  const runs: Run[][] = loads.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < loads.length; k++) {
      const i = (k + round) % loads.length;
      runs[i]!.push(await runFor(loads[i]!, seconds));
    }
    process.stderr.write(`  round ${round + 1}: ${runs.map((r) => `${Math.round(r[round]!.rps)}/s`).join(', ')}\n`);
  }
  return runs;
}

const ratiosTo = (base: Run[], runs: Run[]) => runs.map((r, i) => r.rps / base[i]!.rps);

/** API throughput against a bare Hono hello-world, stored rows against answers, quotes on both databases */
export async function apiSection(): Promise<Row[]> {
  const { definitions } = readDefinitions();
  const first = definitions.departments[0]!;
  const quotes = definitions.quotes;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const rows: Row[] = [];
  const add = (figure: string, value: string, budget?: { text: string; ok: boolean }, note?: string) =>
    rows.push(budget ? checked({ section: 'api', figure, value, budget: budget.text, note }, budget.ok) : { section: 'api', figure, value, note });
  let hello: Child | undefined;
  let floor: Child | undefined;
  let floorStore: Child | undefined;
  let app: Child | undefined;
  let appPg: Child | undefined;
  const pgDb = (await postgresAnswers()) ? await throwawayDatabase() : undefined;
  try {
    hello = await startNode('scripts/bench/api/hello-server.ts');
    floor = await startNode('scripts/bench/api/floor-server.ts');
    floorStore = await startNode('scripts/bench/api/floor-server.ts', { STORE: '1', DATA_DIR: join(dataDir, 'floor') });
    app = await startNode('api/server.ts', { DATA_DIR: join(dataDir, 'app'), RATE_LIMIT: '0', DATABASE_URL: '' });
    // the same server storing in PostgreSQL, when one answers here
    if (pgDb) appPg = await startNode('api/server.ts', { DATA_DIR: join(dataDir, 'app-pg'), RATE_LIMIT: '0', DATABASE_URL: pgDb.url });
    const servers = [hello, floor, floorStore, app, ...(appPg ? [appPg] : [])];
    await Promise.all(servers.map((s) => waitFor200(s, '/api/health')));
    const requests = postJson(first.api, randomAnswers(first, 64));
    // one visit's beacon (the landing, the start, the first question), to the same app server
    const beacon = postJson('/api/events', [
      {
        events: [
          { kind: 'page_viewed', department: first.id },
          { kind: 'wizard_started', department: first.id },
          { kind: 'question_reached', department: first.id, step: 1 },
        ],
      },
    ]);
    process.stderr.write(
      `api: POST ${first.api} (${first.id}, first by menu order), ${connections} connections, ${rounds} rounds of ${seconds} s each: hello-world, floor, floor + storing, app, app's POST /api/events${appPg ? ', app on PostgreSQL' : ''}\n`,
    );
    const loads = servers.map((s) => ({ url: s.url, requests }));
    loads.splice(4, 0, { url: app.url, requests: beacon });
    const [base, edge, edgeStore, real, events, realPg] = (await interleaved(loads)) as [Run[], Run[], Run[], Run[], Run[], Run[]?];
    await floor.stop();
    const floorCounters = await settledCounters(floorStore);
    await floorStore.stop();
    const ratios = ratiosTo(base, real);
    const bad = [base, edge, edgeStore, real, events, realPg ?? []].flat().reduce((n, r) => n + r.bad, 0);
    const received = real.reduce((n, r) => n + r.ok, 0);
    const counters = await settledCounters(app);

    process.stderr.write(`api: POST ${quotes.api} on PGlite\n`);
    const embedded = await quoteLoad(app.url, quotes, seconds);
    const exit = await app.stop();
    const stored = await countEmbedded(join(dataDir, 'app'), ['assessments', 'quotes']);

    const r = median(ratios);
    add(`POST ${first.api} / hello-world throughput`, ratio(r), { text: `>= ${minRatio}`, ok: r >= minRatio }, `rounds: ${ratios.map(ratio).join(', ')}`);
    const floorRow = (figure: string, runs: Run[], note: string) => {
      const r = ratiosTo(base, runs);
      add(figure, ratio(median(r)), undefined, `${note} (scripts/bench/api/floor-server.ts); rounds: ${r.map(ratio).join(', ')}`);
    };
    floorRow('floor: body read + security headers / hello-world', edge, 'the most a calculation can reach here before validating, scoring or storing');
    floorRow(
      'floor + storing every calculation / hello-world',
      edgeStore,
      `the same, storing each body and a fixed result through the app's queue in PGlite; ${floorCounters.stored} stored, ${floorCounters.refused} refused by the full queue`,
    );
    add('hello-world throughput (median)', perSecond(medianOf(base, 'rps')));
    add(`POST ${first.api} throughput (median)`, perSecond(medianOf(real, 'rps')));
    add('hello-world latency p50 / p99', `${ms(medianOf(base, 'p50'))} / ${ms(medianOf(base, 'p99'))}`);
    const p99 = medianOf(real, 'p99');
    add(`POST ${first.api} latency p50 / p99`, `${ms(medianOf(real, 'p50'))} / ${ms(p99)}`, { text: `p99 <= ${maxP99} ms`, ok: p99 <= maxP99 });
    const names = ['hello-world', 'floor', 'floor + storing', 'app', 'app events', 'app on PostgreSQL'];
    const by = (key: 'bad' | 'refused') =>
      [base, edge, edgeStore, real, events, realPg ?? []].map((runs, i) => `${names[i]} ${runs.reduce((n, r) => n + r[key], 0)}`).join(', ');
    const statuses = `app: ${real.map((x) => x.statuses).join('; ')}${realPg ? `; app on PostgreSQL: ${realPg.map((x) => x.statuses).join('; ')}` : ''}`;
    const er = ratiosTo(base, events);
    // the same round's calculations as the baseline: the events must hold at least their throughput (issue 23)
    const vsCalc = ratiosTo(real, events);
    add(
      'POST /api/events / hello-world throughput',
      ratio(median(er)),
      undefined,
      `one beacon of 3 events a request, journaled before the 204, counted by a batcher of their own once a second; rounds: ${er.map(ratio).join(', ')}`,
    );
    add(
      `POST /api/events / POST ${first.api} throughput`,
      ratio(median(vsCalc)),
      { text: '>= 1', ok: median(vsCalc) >= 1 },
      `${perSecond(medianOf(events, 'rps'))}; rounds: ${vsCalc.map(ratio).join(', ')}`,
    );
    add('POST /api/events latency p50 / p99', `${ms(medianOf(events, 'p50'))} / ${ms(medianOf(events, 'p99'))}`);
    add(
      `non-2xx answers and errors, all ${loads.length} loads (503 + Retry-After apart)`,
      String(bad),
      { text: '0', ok: bad === 0 },
      `${by('bad')}; ${statuses}`,
    );
    const refused = [real, realPg ?? []].flat().reduce((n, r) => n + r.refused, 0);
    add(
      'calculations refused with 503 + Retry-After (queue full, by design)',
      String(refused),
      undefined,
      `${by('refused')}; each refused before anything was stored, for the client to send again`,
    );
    const rowsOk = stored.assessments === counters.answered && counters.dropped === 0 && exit === 0;
    add(
      'assessments stored / calculations answered',
      `${stored.assessments} / ${counters.answered}`,
      { text: 'equal', ok: rowsOk },
      `${received} 2xx counted by the client (runs stop with up to ${connections} requests in flight); ${counters.dropped} dropped; exit ${exit}`,
    );
    addQuotes(add, 'PGlite', embedded, stored.quotes!, medianOf(base, 'rps'));

    if (appPg && realPg && pgDb) {
      const pgCounters = await settledCounters(appPg);
      const pgExit = await appPg.stop();
      const pgStored = (await countServer(pgDb.url, ['assessments'])).assessments!;
      const r = ratiosTo(base, realPg);
      add(`POST ${first.api} on PostgreSQL / hello-world throughput`, ratio(median(r)), undefined, `rounds: ${r.map(ratio).join(', ')}`);
      add(`POST ${first.api} on PostgreSQL latency p50 / p99`, `${ms(medianOf(realPg, 'p50'))} / ${ms(medianOf(realPg, 'p99'))}`);
      const ok = pgStored === pgCounters.answered && pgCounters.dropped === 0 && pgExit === 0;
      add(`assessments stored / calculations answered, PostgreSQL`, `${pgStored} / ${pgCounters.answered}`, { text: 'equal', ok }, `exit ${pgExit}`);
      process.stderr.write(`api: POST ${quotes.api} on PostgreSQL\n`);
      const pg = await quotesOnPostgres(quotes, seconds);
      addQuotes(add, 'PostgreSQL', pg, pg.rows, medianOf(base, 'rps'));
      const within = embedded.p99 <= 2 * pg.p99;
      add('quotes p99, PGlite / PostgreSQL', `${ms(embedded.p99)} / ${ms(pg.p99)}`, { text: 'PGlite <= 2x PostgreSQL', ok: within });
    } else {
      add(`POST ${first.api} and ${quotes.api} on PostgreSQL`, 'skipped', undefined, 'nothing answers on 127.0.0.1:5432');
    }
  } finally {
    for (const server of [hello, floor, floorStore, app, appPg]) await server?.stop();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

type Add = (figure: string, value: string, budget?: { text: string; ok: boolean }, note?: string) => void;

function addQuotes(add: Add, where: string, run: QuoteRun, rows: number, baseRps: number): void {
  add(
    `quotes on ${where}: throughput (/ hello-world)`,
    `${perSecond(run.rps)} (${ratio(run.rps / baseRps)})`,
    undefined,
    `p50 ${ms(run.p50)}, p99 ${ms(run.p99)}`,
  );
  const ok = rows === run.answered && run.bad === 0;
  add(
    `quotes on ${where}: rows stored / 2xx answers`,
    `${rows} / ${run.answered}`,
    { text: 'equal, 0 non-2xx', ok },
    `${run.bad} non-2xx or errors, ${run.refused} 503 + Retry-After`,
  );
}
