import { emojiName } from '../../../engine/display/emoji.js';
import { lint } from '../../../engine/lint/index.js';
import { loadDefinitions } from '../../../engine/load.js';
import type { LintAnswer, LoadAnswer, WorkerMessage, WorkerRun } from './worker-protocol.js';

// one script, two workers (by name): "lint" runs the definition lint, "load" loads the folder for the preview, so the
// preview never waits for the lint's proofs (the two run side by side)
const job = (self as unknown as { name: string }).name === 'load' ? 'load' : 'lint';
let existing = new Set<string>();
let draws: (glyph: string) => boolean = () => true;
let emojiSetName = '';
let latest: WorkerRun | undefined;
let busy = false;

function answer(run: WorkerRun): LintAnswer | LoadAnswer {
  const start = performance.now();
  if (job === 'lint') {
    const problems = lint(run.sources, { wholeSet: true, exists: (p) => existing.has(p), emojiSet: { name: emojiSetName, draws } });
    return { id: run.id, problems, ms: performance.now() - start };
  }
  const load = loadDefinitions(run.sources);
  const firstError = load.problems.find((p) => p.severity === 'error');
  const own = load.definitions && (load.inLanguage(run.language)?.definitions ?? load.definitions);
  const definitions = own && { site: own.site, departments: own.departments, quotes: own.quotes, reports: own.reports };
  return { id: run.id, definitions, firstError, ms: performance.now() - start };
}

// runs queued while one was working are dropped but the last: typing fast asks once for the text it ended on
function work() {
  if (busy || !latest) return;
  const run = latest;
  latest = undefined;
  busy = true;
  try {
    self.postMessage(answer(run));
  } finally {
    busy = false;
    setTimeout(work);
  }
}

self.onmessage = (e: MessageEvent<WorkerMessage>) => {
  const message = e.data;
  if (message.type === 'setup') {
    existing = new Set(message.existing);
    const names = new Set(message.emoji.names);
    emojiSetName = message.emoji.name;
    draws = (glyph) => names.has(emojiName(glyph));
    return;
  }
  latest = message;
  setTimeout(work);
};
