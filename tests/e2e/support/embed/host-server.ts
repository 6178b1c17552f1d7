import { createServer, type Server } from 'node:http';

/** a host page's site on another origin of this machine (127.0.0.2): its pages by path, HTML */
export interface HostSite {
  origin: string;
  close: () => Promise<void>;
}

/** serves `pages` (path to HTML) at http://127.0.0.2:<port>, as another company's site would */
export async function startHost(port: number, pages: Record<string, string>): Promise<HostSite> {
  const server: Server = createServer((req, res) => {
    const page = pages[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page ?? 'not found');
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.2', done));
  return { origin: `http://127.0.0.2:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

/** the tool under test (tests/e2e/playwright.config.ts) and the host origins it lists in EMBED_ORIGINS, and one it does not */
export const toolPort = Number(process.env.E2E_PORT ?? 4317);
export const tool = `http://127.0.0.1:${toolPort}`;
export const listedPort = toolPort + 1;
export const unlistedPort = toolPort + 2;
/** listed too: the spec with the browser's third-party cookies blocked, which runs in a worker of its own */
export const otherListedPort = toolPort + 3;

/** a host page: a heading, text above and below the element the embed goes in */
export const hostPage = (body: string, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner blog</title>
<style>body{margin:0;font-family:sans-serif}main{max-width:960px;margin:0 auto;padding:16px}p{line-height:1.6}</style></head>
<body><main><h1>Partner blog</h1><p>How AI helps HR teams. ${'Some words of the article. '.repeat(20)}</p>
${body}
<p id="after">${'The article goes on below the assessment. '.repeat(40)}</p></main></body></html>`;
