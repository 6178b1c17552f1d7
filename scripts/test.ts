import { availableParallelism } from 'node:os';
import { runParts, summary, type Part } from './lib/run-parts.js';

const usage = `usage: npm test [-- <part>...]

Runs every check of the project, independent parts side by side within the machine's cores, and prints each part's
duration. Named parts run alone (with the parts they need): npm test -- typecheck prettier`;

// the static checks and the web build take a core each; vitest's two projects (vitest.config.ts) a core each, side by
// side: the tests that start servers mostly wait, so the rest use the core they leave; the browser suite spreads
// over all of them and runs alone (beside anything else they would slow each other into timeouts)
const all = availableParallelism();
const parts: Part[] = [
  { name: 'build', command: 'npm run -s build', cores: 1 },
  { name: 'build-studio', command: 'npm run -s build:studio', cores: 1 },
  { name: 'typecheck', command: 'npm run -s typecheck', cores: 1 },
  { name: 'eslint', command: 'npm run -s lint', cores: 1 },
  { name: 'prettier', command: 'npm run -s format:check', cores: 1 },
  { name: 'definitions', command: 'npm run -s lint:definitions -- --strict', cores: 1 },
  { name: 'layers', command: 'npm run -s lint:layers', cores: 1 },
  { name: 'vitest', command: 'npm run -s test:unit -- --project unit', cores: 1 },
  { name: 'vitest-servers', command: 'npm run -s test:unit -- --project servers', cores: 1 },
  { name: 'e2e', command: 'npm run -s test:browser', cores: all, after: ['build', 'build-studio'] },
];

const asked = process.argv.slice(2);
if (asked.includes('--help') || asked.some((a) => !parts.some((p) => p.name === a))) {
  console.error(`${usage}\nparts: ${parts.map((p) => p.name).join(', ')}`);
  process.exit(asked.includes('--help') ? 0 : 2);
}
// a named part brings the parts it needs
const wanted = new Set(asked);
for (const p of [...parts].reverse()) if (wanted.has(p.name)) for (const a of p.after ?? []) wanted.add(a);
const chosen = asked.length ? parts.filter((p) => wanted.has(p.name)) : parts;

const begin = Date.now();
// colours survive the pipes the parts write into when the run itself writes to a terminal
const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env;
const results = await runParts(chosen, { cores: all, env });
process.stdout.write(summary(results, Date.now() - begin, all));
process.exitCode = results.every((r) => r.outcome === 'passed') ? 0 : 1;
