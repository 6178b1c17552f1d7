import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const webhookSecret = 'test-secret-that-is-long-enough-0123456789';

/** a lead as the receiver took it (answered 2xx) */
export interface Received {
  id: string;
  body: { id: string; type: string; createdAt: string; quote: { quoteNumber: string; contactName: string } };
}

/** how the receiver answers: 200, 500, a redirect, or never */
export type Mode = 'ok' | 'fail' | 'redirect' | 'hang';

/** checks the signature as docs/leads.md tells a receiver to, replays older than 5 minutes refused */
export function verify(secret: string, headers: IncomingMessage['headers'], raw: string, now = Date.now()): boolean {
  const timestamp = Number(headers['x-lead-timestamp']);
  const signature = String(headers['x-lead-signature'] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

/** a real HTTP receiver on loopback; `down()` closes it (connection refused) and `up()` listens again on its port */
export class LeadReceiver {
  mode: Mode = 'ok';
  /** ms to wait before answering ok (so a kill can fall mid-delivery) */
  delayMs = 0;
  readonly received: Received[] = [];
  /** every request, whatever it was answered */
  readonly seen: string[] = [];
  badSignatures = 0;
  port = 0;
  #server: Server | undefined;
  #hanging: ServerResponse[] = [];

  async up(): Promise<this> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((done) => this.#server!.listen(this.port, '127.0.0.1', done));
    this.port = (this.#server.address() as { port: number }).port;
    return this;
  }

  async down(): Promise<void> {
    for (const res of this.#hanging.splice(0)) res.destroy();
    this.#server?.closeAllConnections();
    await new Promise((done) => this.#server?.close(done));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/quotes`;
  }

  /** how many times each lead id was taken */
  counts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const r of this.received) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    return counts;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString();
    if (req.url !== '/hooks/quotes') return void res.writeHead(404).end();
    const id = String(req.headers['x-lead-id']);
    this.seen.push(id);
    if (this.mode === 'hang') return void this.#hanging.push(res);
    if (this.mode === 'fail') return void res.writeHead(500).end('down for maintenance');
    if (this.mode === 'redirect') return void res.writeHead(302, { location: `http://127.0.0.1:${this.port}/elsewhere` }).end();
    if (!verify(webhookSecret, req.headers, raw)) {
      this.badSignatures++;
      return void res.writeHead(401).end();
    }
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    this.received.push({ id, body: JSON.parse(raw) as Received['body'] });
    res.writeHead(204).end();
  }
}
