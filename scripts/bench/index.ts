// npm run bench [-- api|engine|impact|web|startup|built-start|studio ...]: one table of ratios and counts, each measured against its baseline in this run
import { apiSection } from './api/api.js';
import { engineSection } from './engine/engine.js';
import { impactRows } from './engine/impact.js';
import { readSources } from '../../node/read-definitions.js';
import { startupSection } from './api/startup.js';
import { builtStartSection } from './api/built-start.js';
import { formatTable, markdownTable, type Row } from './lib/table.js';
import { webSection } from './web/web.js';
import { studioSection } from './studio/studio.js';

const sections: Record<string, () => Promise<Row[]>> = {
  engine: engineSection,
  // also part of engine; on its own it runs in seconds
  impact: async () => impactRows(readSources()),
  startup: startupSection,
  // after npm run build: the production start; not in the default run, which builds nothing
  'built-start': builtStartSection,
  api: apiSection,
  web: webSection,
  // the studio in a browser: not in the default run, it builds the studio and takes minutes
  studio: studioSection,
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((a) => !(a in sections));
if (unknown.length) {
  console.error(`unknown section ${unknown.join(', ')}; choose from ${Object.keys(sections).join(', ')} (none runs them all)`);
  process.exit(2);
}

const rows: Row[] = [];
let failed = false;
for (const name of asked.length ? asked : Object.keys(sections).filter((s) => s !== 'impact' && s !== 'built-start' && s !== 'studio')) {
  const started = performance.now();
  try {
    rows.push(...(await sections[name]!()));
  } catch (e) {
    failed = true;
    rows.push({ section: name, figure: 'section failed', value: (e as Error).message.split('\n')[0]!, ok: false });
    console.error(`${name}: ${(e as Error).stack ?? String(e)}`);
  }
  process.stderr.write(`${name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

console.log('\n' + (process.argv.includes('--markdown') ? markdownTable(rows) : formatTable(rows)));
const missed = rows.filter((r) => r.ok === false);
if (missed.length || failed) {
  console.log(`\nBUDGET MISSED (${missed.length}):`);
  for (const r of missed) console.log(`  ${r.section}: ${r.figure} = ${r.value} (budget ${r.budget ?? 'none'})${r.note ? ` · ${r.note}` : ''}`);
  process.exitCode = 1;
} else {
  console.log('\nevery budget met');
}
// the children are stopped already; nothing else should keep the process alive
process.exit(process.exitCode ?? 0);
