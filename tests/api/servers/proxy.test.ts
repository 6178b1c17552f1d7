import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { answersFor, models, quotes, random, validQuote } from '../support/fixtures.js';
import { serversBehindNginx } from '../support/nginx.js';
import { stop } from '../support/spawn-server.js';
import { describeWith, lacks, postgres } from '../support/services.js';

const model = models.find((m) => Object.keys(m.definition.wizard.hidden).length > 0)!;
const tagField = Object.keys(model.definition.wizard.hidden)[0]!;

describeWith([lacks.postgres, lacks.nginx], 'three servers on one PostgreSQL database behind nginx', () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await Promise.resolve(c()).catch(() => {});
  });

  it('one killed mid-load: every 2xx is stored, the rate limit holds across servers, quote numbers stay unique', { timeout: 300_000 }, async () => {
    const test = await postgres!.open();
    cleanup.push(() => test.dispose());
    const { base, servers, restart } = await serversBehindNginx(test.url!, { RATE_LIMIT: '5' }, cleanup);

    // 12 quotes from one address (nginx's) spread over three servers: 5 pass, one limit for all
    const quoteStatuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${base}${quotes.api}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validQuote) });
      quoteStatuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(quoteStatuses.filter((s) => s === 201)).toHaveLength(5);
    expect(quoteStatuses.filter((s) => s === 429)).toHaveLength(7);

    // load through nginx; one server is killed in the middle of it (past 50 answers), and 100 more are answered after
    // (counted, not timed: a busy machine only takes longer)
    const ok: string[] = [];
    let n = 0;
    const next = random(31);
    let killedAt = Infinity; // the answers counted when the server was killed
    const loop = async () => {
      while (ok.length < killedAt + 100) {
        const tag = `p${n++}`;
        const res = await fetch(`${base}${model.definition.api}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...answersFor(model, next), [tagField]: tag }),
        }).catch(() => undefined);
        // a server killed while sending can cut an answer after its status line: only a whole answer counts
        const whole =
          res &&
          (await res.arrayBuffer().then(
            () => true,
            () => false,
          ));
        if (res?.ok && whole) ok.push(tag);
      }
    };
    const loading = Promise.all(Array.from({ length: 12 }, loop));
    while (ok.length < 50) await new Promise((r) => setTimeout(r, 20));
    servers[1]!.child.kill('SIGKILL');
    killedAt = ok.length;
    await loading;

    // the killed server comes back on its own folder and stores its journal; then all stop
    await restart(1).port;
    for (const s of servers) {
      expect(await stop(s), s.output()).toBe(0);
    }

    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- a raw statement's rows are typed here
    const rows = (await test.db.run((orm) =>
      orm.execute(sql`select answers->>${tagField} as tag from assessments where answers ? ${tagField}`),
    )) as unknown as { tag: string }[];
    const stored = new Set(rows.map((r) => r.tag));
    expect(ok.filter((tag) => !stored.has(tag))).toEqual([]);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- a raw statement's rows are typed here
    const [numbers] = (await test.db.run((orm) =>
      orm.execute(sql`select count(*)::int as n, count(distinct quote_number)::int as d from quotes`),
    )) as unknown as { n: number; d: number }[];
    expect(numbers).toEqual({ n: 5, d: 5 });
  });
});
