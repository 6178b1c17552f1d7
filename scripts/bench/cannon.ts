import autocannon, { type Request, type Result } from 'autocannon';

export const connections = 50;

/** what one load run measured */
export interface Run {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  /** answers other than 2xx, plus connection errors and timeouts */
  bad: number;
  statuses: string;
}

export interface Load {
  url: string;
  requests: Request[];
}

const summary = (r: Result, ok: number): Run => {
  const bad = r.non2xx + r.errors + r.timeouts;
  const statuses = Object.entries(r.statusCodeStats)
    .map(([code, s]) => `${code}x${s.count}`)
    .join(' ');
  return { rps: ok / r.duration, p50: r.latency.p50, p99: r.latency.p99, ok, bad, statuses };
};

const ok2xx = (r: Result) => Object.entries(r.statusCodeStats).reduce((n, [code, s]) => (code.startsWith('2') ? n + s.count : n), 0);

/** 50 connections for a while, cycling through the requests */
export async function runFor(load: Load, seconds: number): Promise<Run> {
  const r = await autocannon({ url: load.url, connections, duration: seconds, requests: load.requests, timeout: 10 });
  return summary(r, ok2xx(r));
}

/** exactly n requests over 50 connections: every request sent is answered and counted */
export async function runAmount(load: Load, amount: number): Promise<Run> {
  const r = await autocannon({ url: load.url, connections, amount, requests: load.requests, timeout: 10 });
  return summary(r, ok2xx(r));
}

/** POST requests with JSON bodies, as the web app sends them */
export const postJson = (path: string, bodies: unknown[]): Request[] =>
  bodies.map((b) => ({ method: 'POST', path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }));
