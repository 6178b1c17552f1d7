import { spawn, type ChildProcess } from 'node:child_process';

/** one part of a test run: a shell command, the cores it keeps busy, and the parts it needs to have passed first */
export interface Part {
  name: string;
  command: string;
  /** how many of the run's cores the part keeps busy (a part that spreads over every core says so) */
  cores: number;
  /** parts that must pass before this one starts; it is not run when one of them fails */
  after?: string[];
}

export type Outcome = 'passed' | 'failed' | 'not run';

export interface PartResult {
  name: string;
  outcome: Outcome;
  /** milliseconds from its start to its end (0 when not run) */
  ms: number;
  /** why it failed or was not run */
  note?: string;
  /** a failed part's last lines of output, repeated by the summary (the part's failures are far above it by then) */
  tail?: string[];
}

/** how many of a failed part's last lines the summary repeats: a test runner's failures and its count of them */
export const tailLines = 60;

export interface RunOptions {
  /** how many cores the parts may keep busy at once */
  cores: number;
  /** where the parts' output and the run's own lines go */
  out?: (text: string, stream: 'stdout' | 'stderr') => void;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

interface Running {
  part: Part;
  start: number;
  // output held back while an earlier part still streams, so no two parts' lines interleave
  held: { text: string; stream: 'stdout' | 'stderr' }[];
  /** its output's last lines, for the summary should it fail */
  last: string;
  result?: PartResult;
}

/** "1m 04s", "12.3 s" */
export const duration = (ms: number): string =>
  ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

/**
 * Runs the parts, side by side as far as their cores allow, each once the parts it needs have passed, in the order
 * given (a part that does not fit yet holds back the ones after it, so a part taking every core is not starved).
 * Output streams for the earliest started part still running; a later part's is held and shown, whole, when its
 * turn comes. Every part runs to its end: a failure stops only the parts that need it.
 */
export async function runParts(parts: Part[], options: RunOptions): Promise<PartResult[]> {
  const out = options.out ?? ((text, stream) => void process[stream].write(text));
  const byName = new Map(parts.map((p) => [p.name, p]));
  for (const p of parts) for (const a of p.after ?? []) if (!byName.has(a)) throw new Error(`part "${p.name}" needs "${a}", which is not among the parts`);
  const results = new Map<string, PartResult>();
  const started: Running[] = [];
  const children = new Set<ChildProcess>();
  let shown = 0; // started[shown] is the part whose output streams
  let busy = 0;

  const header = (r: Running) => out(`\n── ${r.part.name}: ${r.part.command}\n`, 'stdout');
  const footer = (res: PartResult) => out(`── ${res.name} ${res.outcome} in ${duration(res.ms)}${res.note ? ` (${res.note})` : ''}\n`, 'stdout');
  // shows every finished part at the head of the line, then starts streaming the next
  const advance = () => {
    while (shown < started.length) {
      const r = started[shown]!;
      for (const h of r.held) out(h.text, h.stream);
      r.held = [];
      if (!r.result) return;
      footer(r.result);
      shown++;
      if (shown < started.length) header(started[shown]!);
    }
  };

  // a stopped run stops its parts (each runs in a process group of its own)
  const stop = (signal: NodeJS.Signals) => {
    for (const c of children)
      try {
        if (c.pid) process.kill(-c.pid, 'SIGTERM');
      } catch {
        // that part's processes have ended meanwhile
      }
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await new Promise<void>((done) => {
    const schedule = () => {
      for (const part of parts) {
        if (results.has(part.name) || started.some((r) => r.part === part)) continue;
        const needs = (part.after ?? []).map((a) => results.get(a));
        const failed = needs.find((n) => n && n.outcome !== 'passed');
        if (failed) {
          results.set(part.name, {
            name: part.name,
            outcome: 'not run',
            ms: 0,
            note: `needs ${failed.name}, which ${failed.outcome === 'failed' ? 'failed' : 'did not run'}`,
          });
          continue;
        }
        if (needs.some((n) => !n)) continue;
        if (busy + part.cores > options.cores && busy > 0) break;
        start(part);
      }
      // nothing runs and nothing can start: what is left waits on itself
      if (busy === 0)
        for (const p of parts) if (!results.has(p.name)) results.set(p.name, { name: p.name, outcome: 'not run', ms: 0, note: 'its needs wait on each other' });
      if (results.size === parts.length) done();
    };
    const start = (part: Part) => {
      busy += part.cores;
      const r: Running = { part, start: Date.now(), held: [], last: '' };
      started.push(r);
      if (started.length - 1 === shown) header(r);
      const child = spawn(part.command, { shell: true, detached: true, cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      children.add(child);
      const write = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
        const text = chunk.toString();
        r.last = lastLines(r.last + text, tailLines);
        if (started[shown] === r) out(text, stream);
        else r.held.push({ text, stream });
      };
      child.stdout.on('data', write('stdout'));
      child.stderr.on('data', write('stderr'));
      child.on('error', (e) => r.held.push({ text: `${e.message}\n`, stream: 'stderr' }));
      child.on('close', (code, signal) => {
        children.delete(child);
        busy -= part.cores;
        const ok = code === 0;
        r.result = {
          name: part.name,
          outcome: ok ? 'passed' : 'failed',
          ms: Date.now() - r.start,
          note: ok ? undefined : signal ? `stopped by ${signal}` : `exit ${code}`,
          tail: ok ? undefined : r.last.trimEnd().split('\n'),
        };
        results.set(part.name, r.result);
        advance();
        schedule();
      });
    };
    schedule();
  });
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  return parts.map((p) => results.get(p.name)!);
}

/** the text's last n lines (a line still being written counts as one) */
const lastLines = (text: string, n: number) => {
  let at = text.length;
  for (let i = 0; i <= n && at > 0; i++) at = text.lastIndexOf('\n', at - 1);
  return at > 0 ? text.slice(at + 1) : text;
};

/**
 * the closing lines: the end of each failed part's output, each part with its outcome and duration, then one line
 * saying whether the run passed (what a CI log shows first when it shows only its end)
 */
export function summary(results: PartResult[], wallMs: number, cores: number): string {
  const tails = results
    .filter((r) => r.tail?.length)
    .map((r) => `\n── ${r.name} failed; the end of its output:\n${r.tail!.join('\n')}\n`)
    .join('');
  const width = Math.max(...results.map((r) => r.name.length));
  const rows = results.map(
    (r) => `  ${r.name.padEnd(width)}  ${r.outcome.padEnd(7)}  ${r.outcome === 'not run' ? '' : duration(r.ms).padStart(8)}${r.note ? `  ${r.note}` : ''}`,
  );
  const failed = results.filter((r) => r.outcome !== 'passed').map((r) => r.name);
  const last = failed.length
    ? `npm test failed: ${failed.join(', ')} (${failed.length} of ${results.length} parts) in ${duration(wallMs)}`
    : `npm test passed: ${results.length} parts in ${duration(wallMs)}`;
  return `${tails}\nnpm test, by part (side by side within ${cores} cores; each part's own time):\n${rows.join('\n')}\n${last}\n`;
}
