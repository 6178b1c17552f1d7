import { emojiName } from '../../../engine/display/emoji.js';
import { incrementalLint, type IncrementalLint } from '../../../engine/lint/incremental.js';
import { keepUnchanged, pagesPatch } from '../preview/pages-patch.js';
import type { LintAnswer, LoadAnswer, PagesDefinitions, WorkerMessage, WorkerRun } from './worker-protocol.js';

// one script, two workers (by name): "lint" runs the definition lint, "load" loads the folder for the preview, so the
// preview never waits for the lint's proofs (the two run side by side)
const job = (self as unknown as { name: string }).name === 'load' ? 'load' : 'lint';
let existing = new Set<string>();
let draws: (glyph: string) => boolean = () => true;
let emojiSetName = '';
let latest: WorkerRun | undefined;
// every file's text as the page last sent it (a run brings only the texts that changed)
const texts = new Map<string, string>();
// keeps each file's load and findings while its text stays: after a pause in typing only the edited file is loaded
// and linted again (with the translation rules of its group and the rules that read the whole folder)
let linter: IncrementalLint = incrementalLint();
let busy = false;
// the definitions the page was last answered (each part the very object it was while it stays the same)
let answered: PagesDefinitions | undefined;

function answer(run: WorkerRun): LintAnswer | LoadAnswer {
  const start = performance.now();
  const sources = run.paths.map((path) => ({ path, text: texts.get(path) ?? '' }));
  if (job === 'lint') {
    const problems = linter.lint(sources);
    return { id: run.id, problems, ms: performance.now() - start };
  }
  const load = linter.load(sources);
  const firstError = load.problems.find((p) => p.severity === 'error');
  const own = load.definitions && (load.inLanguage(run.language)?.definitions ?? load.definitions);
  if (!own) return { id: run.id, firstError, ms: performance.now() - start };
  // only what changed crosses to the page (and on to the preview's frame): after an edit, the edited department
  const definitions = keepUnchanged(answered, { site: own.site, departments: own.departments, quotes: own.quotes, reports: own.reports });
  const patch = pagesPatch(answered, definitions);
  answered = definitions;
  return { id: run.id, patch, ms: performance.now() - start };
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
    linter = incrementalLint({ wholeSet: true, exists: (p) => existing.has(p), emojiSet: { name: emojiSetName, draws } });
    return;
  }
  // the texts are kept as they come, a run dropped for a later one too
  for (const { path, text } of message.changed) texts.set(path, text);
  latest = message;
  setTimeout(work);
};
