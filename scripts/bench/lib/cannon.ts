import autocannon, { type Request, type Result } from 'autocannon';

export const connections = 50;

/** what one load run measured */
export interface Run {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  /** 503 answers with Retry-After: the server refusing past its capacity, by design, rather than answer and lose */
  refused: number;
  /** every other answer than 2xx, plus connection errors and timeouts */
  bad: number;
  statuses: string;
}

export interface Load {
  url: string;
  requests: Request[];
}

const summary = (r: Result, refused: number): Run => {
  const statuses = Object.entries(r.statusCodeStats)
    .map(([code, s]) => `${code}x${s.count}`)
    .join(' ');
  const ok = Object.entries(r.statusCodeStats).reduce((n, [code, s]) => (code.startsWith('2') ? n + s.count : n), 0);
  return { rps: ok / r.duration, p50: r.latency.p50, p99: r.latency.p99, ok, refused, bad: r.non2xx - refused + r.errors + r.timeouts, statuses };
};

/** runs autocannon over the requests, counting the 503 answers that carry Retry-After on the way */
async function run(load: Load, options: { duration: number } | { amount: number }): Promise<Run> {
  let refused = 0;
  const onResponse = (status: number, _body: string, _context: unknown, headers: Record<string, unknown>) => {
    if (status === 503 && Object.keys(headers).some((h) => h.toLowerCase() === 'retry-after')) refused++;
  };
  const requests = load.requests.map((r) => ({ ...r, onResponse }));
  const r = await autocannon({ url: load.url, connections, requests, timeout: 10, ...options });
  return summary(r, refused);
}

/** 50 connections for a while, cycling through the requests */
export const runFor = (load: Load, seconds: number): Promise<Run> => run(load, { duration: seconds });

/** exactly n requests over 50 connections: every request sent is answered and counted */
export const runAmount = (load: Load, amount: number): Promise<Run> => run(load, { amount });

/** POST requests with JSON bodies, as the web app sends them */
export const postJson = (path: string, bodies: unknown[]): Request[] =>
  bodies.map((b) => ({ method: 'POST', path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }));
