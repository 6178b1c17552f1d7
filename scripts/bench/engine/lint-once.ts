// one load+lint of the shipped definitions in a fresh process: what `npm run lint:definitions` costs a content editor
export {};
const started = performance.now();
const { lint } = await import('../../../engine/lint/index.js');
const { readSources } = await import('../../../node/read-definitions.js');
const imported = performance.now();
const sources = readSources();
const t = performance.now();
const { existsSync } = await import('node:fs');
const problems = lint(sources, { exists: existsSync });
const lintMs = performance.now() - t;
console.log(JSON.stringify({ importMs: imported - started, lintMs, errors: problems.filter((p) => p.severity === 'error').length }));
