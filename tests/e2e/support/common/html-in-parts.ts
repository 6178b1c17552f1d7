import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// after the opening tag of each element whose box a visitor sees and taps: the moments the browser may paint a control
// it has only part of (a menu without its summary, a button without its whole label)
const cut = /<(?:details|summary|a|button|label|h1|h2|p)\b[^>]*>/g;

/** a page's HTML in parts, cut just after each such opening tag */
function inParts(html: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of html.matchAll(cut)) {
    const to = m.index + m[0].length;
    parts.push(html.slice(from, to));
    from = to;
  }
  return [...parts, html.slice(from)];
}

const body = async (req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

/**
 * A proxy in front of the server under test that sends every HTML page as a slow network does, in parts with a pause
 * after each (inParts), so the browser paints the page again and again as it comes; anything else passes as it is.
 */
export async function htmlInParts(upstream: string, pauseMs = 40): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !['host', 'connection', 'accept-encoding', 'origin', 'referer'].includes(name)) headers.set(name, value);
      // a write is the server's own origin's, as it is for the page the proxy stands for
      if (req.headers.origin) headers.set('origin', new URL(upstream).origin);
      const answer = await fetch(new URL(req.url ?? '/', upstream), { method: req.method, headers, body: await body(req), redirect: 'manual' });
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'].includes(name)) out[name] = value;
      });
      if (answer.headers.getSetCookie().length) out['set-cookie'] = answer.headers.getSetCookie();
      res.writeHead(answer.status, out);
      if (!answer.headers.get('content-type')?.startsWith('text/html')) return res.end(Buffer.from(await answer.arrayBuffer()));
      for (const part of inParts(await answer.text())) {
        res.write(part);
        await sleep(pauseMs);
      }
      res.end();
    })().catch(() => res.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
