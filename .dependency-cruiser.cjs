// the layers (README, "Layout"): engine is pure, node adapts it to files, api and web use both, scripts use all;
// studio/ (the editing studio) sits on top of the web app and the engine
const features = '(quotes|reports|results|wizard|pages|insights)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-is-pure',
      comment: 'engine/ runs in the browser and the server alike: it imports no api/, web/, scripts/ or node/ (its tests may read files)',
      severity: 'error',
      from: { path: '^engine/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(api|web|scripts|node)/' },
    },
    {
      name: 'engine-no-node-builtins',
      comment: 'engine/ runs in the browser too: reading files belongs in node/',
      severity: 'error',
      from: { path: '^engine/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engine-expressions-leaf',
      comment: 'engine/expressions/ (the expression language and its bounds) reads no other part of the engine but the name suggestions',
      severity: 'error',
      from: { path: '^engine/expressions/' },
      to: { path: '^engine/', pathNot: '^engine/(expressions/|suggest\\.ts$)' },
    },
    {
      name: 'engine-core-not-tools',
      comment: 'the engine the app runs (answers, evaluation, display, proof, quotes, schema) never imports the tools built on it: lint/, impact/ and studio/',
      severity: 'error',
      from: { path: '^engine/', pathNot: '^engine/(lint|impact|studio)/|\\.test\\.ts$' },
      to: { path: '^engine/(lint|impact|studio)/' },
    },
    {
      name: 'engine-studio-on-top',
      comment: "engine/studio/ (what the studio's panels show: witnesses, the map, why a question is asked) reads the lint and the impact; they never read it",
      severity: 'error',
      from: { path: '^engine/(lint|impact)/' },
      to: { path: '^engine/studio/' },
    },
    {
      name: 'node-only-engine',
      comment: 'node/ adapts the engine to files and folders: it imports the engine and nothing else of ours',
      severity: 'error',
      from: { path: '^node/' },
      to: { path: '^(api|web|scripts)/' },
    },
    {
      name: 'app-not-scripts',
      comment: 'api/ and web/ never import scripts/: what both need lives in engine/ or node/',
      severity: 'error',
      from: { path: '^(api|web)/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'web-not-api',
      comment: "web/ never imports api/: what both need lives in engine/ (contracts) or node/ (the build plugins' file work)",
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^api/' },
    },
    {
      name: 'browser-not-node',
      comment: 'browser code under web/ imports no node: builtins and no node/: only the build (web/build/, the Vite config) and tests run in Node',
      severity: 'error',
      from: { path: '^web/', pathNot: ['^web/build/', '^web/vite\\.config\\.ts$', '\\.test\\.tsx?$', '^web/test/'] },
      to: { path: '^node/' },
    },
    {
      name: 'browser-not-node',
      comment: 'the same rule for node: builtins (dependency-cruiser matches a path or a dependency type per rule, not either)',
      severity: 'error',
      from: { path: '^web/', pathNot: ['^web/build/', '^web/vite\\.config\\.ts$', '\\.test\\.tsx?$', '^web/test/'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'studio-on-top',
      comment: 'studio/ (npm run studio) is a tool built on the product: nothing below it imports it',
      severity: 'error',
      from: { path: '^(engine|node|api|web)/' },
      to: { path: '^studio/' },
    },
    {
      name: 'studio-server-not-app',
      comment:
        "studio/server reads the folder with node/ and the engine (the impact with node/impact-report.ts); it never imports the product's server or pages",
      severity: 'error',
      from: { path: '^studio/server/' },
      // but the stored calculations' reader, which npm run impact and the Impact panel share
      to: { path: '^(api|web)/', pathNot: '^api/db/stored-calculations\\.ts$' },
    },
    {
      name: 'studio-web-is-browser',
      comment:
        'studio/web runs in the browser: the engine and the web app, never node/, api/, scripts/, studio/server or node: builtins (a type of the server is no code)',
      severity: 'error',
      from: { path: '^studio/web/', pathNot: ['^studio/web/vite\\.config\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^(node|api|scripts|studio/server)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'studio-web-is-browser',
      comment: 'the same rule for node: builtins',
      severity: 'error',
      from: { path: '^studio/web/', pathNot: ['^studio/web/vite\\.config\\.ts$', '\\.test\\.tsx?$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-features-apart',
      comment: `a web feature (web/${features}) never imports another's insides: shared pieces live in web/shared/`,
      severity: 'error',
      from: { path: `^web/${features}/` },
      to: { path: `^web/${features}/`, pathNot: '^web/$1/' },
    },
    {
      name: 'storage-not-http',
      comment: 'api/storage and api/db speak in rows and storage errors (api/storage/errors.ts); the routes turn those into HTTP answers',
      severity: 'error',
      from: { path: '^api/(storage|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^api/(http|routes|web)/', '^api/[^/]+\\.ts$', '^node_modules/hono/'] },
    },
    {
      name: 'no-circular',
      comment: 'an import circle makes the order of loading decide what a module sees',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
