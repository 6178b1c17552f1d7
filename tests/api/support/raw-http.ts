import { connect } from 'node:net';

/** what came back on a socket: status, headers (lowercased names) and the JSON body when there is one */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** how many of the request's parts (bytes and pauses) were still to send when the server closed the socket */
  unsent: number;
}

export function parseRaw(text: string, unsent: number): RawAnswer {
  const [head = '', rest = ''] = text.split('\r\n\r\n', 2) as [string?, string?];
  const [line = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  let body: unknown;
  try {
    body = JSON.parse(rest);
  } catch {
    body = rest;
  }
  return { status: Number(line.split(' ')[1]), headers, body, unsent };
}

/**
 * Writes bytes to the server as given (parts separated by pauses), and reads until the server closes the
 * socket or the time is up: for what no HTTP client would send.
 */
export function rawRequest(port: number, parts: (string | number)[], timeoutMs = 15_000): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    let sent = 0;
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no answer within ${timeoutMs} ms; got: ${text.slice(0, 200)}`));
    }, timeoutMs);
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      done(parseRaw(text, parts.length - sent));
    });
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        if (typeof part === 'number') await new Promise((r) => setTimeout(r, part));
        else socket.write(part);
        sent++;
      }
    });
  });
}
