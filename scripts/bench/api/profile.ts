// node --import tsx scripts/bench/api/profile.ts [calculate|quotes] [seconds] [--functions]: where the server's time goes
// under load, in microseconds per answered request (CPU profile of each thread of api/server.ts, self time grouped by
// file or package, or with --functions by function)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDefinitions } from '../../../node/read-definitions.js';
import { randomAnswers } from '../lib/answers.js';
import { postJson, runFor } from '../lib/cannon.js';
import { startNode, waitFor200 } from '../lib/children.js';
import { quoteBody } from './quotes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const byFunction = process.argv.includes('--functions');
const which = args[0] === 'quotes' ? 'quotes' : 'calculate';
const seconds = Number(args[1] ?? 8);
const { definitions } = readDefinitions();
const first = definitions.departments[0]!;
const path = which === 'quotes' ? definitions.quotes.api : first.api;
const requests = which === 'quotes' ? postJson(path, [quoteBody(definitions.quotes)]) : postJson(path, randomAnswers(first, 64));

const work = mkdtempSync(join(tmpdir(), 'bench-profile-'));
const profiles = join(work, 'profiles');
const server = await startNode('api/server.ts', { DATA_DIR: join(work, 'data'), RATE_LIMIT: '0', DATABASE_URL: '' }, [
  '--cpu-prof',
  `--cpu-prof-dir=${profiles}`,
]);
try {
  await waitFor200(server, '/api/health');
  const run = await runFor({ url: server.url, requests }, seconds);
  await server.stop();
  console.log(`POST ${path}: ${Math.round(run.rps)}/s over ${seconds} s (${run.statuses}), server CPU per answered request:`);
  // one profile per thread: the main thread's, and the database thread's (PGlite) without DATABASE_URL
  for (const file of readdirSync(profiles).sort()) {
    const profile = JSON.parse(readFileSync(join(profiles, file), 'utf8')) as Profile;
    const lines = perRequest(profile, run.ok);
    if (lines[0]![1] < 1) continue;
    console.log(`${file}:`);
    for (const [name, us] of lines.slice(0, 25)) console.log(`${us.toFixed(1).padStart(8)} µs  ${name}`);
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

/** self time by file or package, counted from the first sample inside a request handler (start-up left out) */
function perRequest(p: Profile, answered: number): [string, number][] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inHandler = (id: number) => {
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) if (byId.get(x)!.callFrame.url.includes('api/routes/')) return true;
    return false;
  };
  const group = ({ url, functionName }: ProfileNode['callFrame']) => {
    if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
    if (url.includes('pglite') || url.startsWith('wasm')) return 'PGlite';
    const pkg = url.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/);
    if (pkg) return pkg[1]!;
    if (url.startsWith('node:')) return url.replace('node:internal/', 'node:').split('/').slice(0, 2).join('/');
    return url.replace(/^.*?\/(api|engine|scripts)\//, '$1/');
  };
  const nameOf = (frame: ProfileNode['callFrame']) => (byFunction && frame.url ? `${frame.functionName || '(anonymous)'} ${group(frame)}` : group(frame));
  const totals = new Map<string, number>();
  // the main thread counts from its first request on; a thread without request handlers, from its start
  let started = !p.samples.some((id) => inHandler(id));
  p.samples.forEach((id, i) => {
    started ||= inHandler(id);
    const name = nameOf(byId.get(id)!.callFrame);
    if (started && name !== '(idle)') totals.set(name, (totals.get(name) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  return [['total busy', all / answered], ...[...totals].sort((a, b) => b[1] - a[1]).map(([k, t]): [string, number] => [k, t / answered])];
}
