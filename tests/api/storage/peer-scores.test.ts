import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, peerScores } from '../../../api/db/schema.js';
import { peersBlock, scoringHash } from '../../../engine/insights/peers.js';
import { targets, type TestDatabase } from '../support/databases.js';
import { answersFor, models, openApp, random, type TestApp } from '../support/fixtures.js';

// the department whose results page compares a score with other teams'
const model = models.find((m) => peersBlock(m.definition))!;
const dept = model.definition;
const hash = scoringHash(dept);

describe.each(targets)('peer counts on $name', (target) => {
  let t: TestDatabase;
  const dirs: string[] = [];
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.recover();
    await t.dispose();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const journal = () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-peers-journal-'));
    dirs.push(dir);
    return dir;
  };
  /** teams counted for the department's scoring, and calculations stored of it */
  const counted = async () => {
    const [teams] = await t.db.orm
      .select({ n: sql<number>`coalesce(sum(${peerScores.teams}), 0)::int` })
      .from(peerScores)
      .where(eq(peerScores.scoringHash, hash));
    const [stored] = await t.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(assessments)
      .where(eq(assessments.department, dept.id));
    return { teams: teams!.n, stored: stored!.n };
  };
  const send = async (api: TestApp, n: number, seed: number) => {
    const next = random(seed);
    const answers = await Promise.all(Array.from({ length: n }, () => api.post(dept.api, answersFor(model, next))));
    expect(answers.map((r) => r.status)).toEqual(Array(n).fill(200));
  };

  it('counts a calculation once in the statement that stores it, however often its journal line is replayed', async () => {
    const before = await counted();
    const dir = journal();
    // batches wait for flush(): the journal holds every line when it is copied, as after a crash right after the commit
    const first = openApp(t, { journalDir: dir, queue: { intervalMs: 60_000 } });
    await send(first, 12, 1);
    const copy = journal();
    cpSync(dir, copy, { recursive: true });
    expect(await first.queue.flush()).toBe(true);
    await first.close();
    expect(await counted()).toEqual({ teams: before.teams + 12, stored: before.stored + 12 });

    const replay = openApp(t, { journalDir: copy });
    expect(replay.queue.replayed).toBe(12);
    expect(await replay.queue.flush()).toBe(true);
    expect(await counted()).toEqual({ teams: before.teams + 12, stored: before.stored + 12 });
    // a server started now reads the same count the database holds
    await replay.insights.reload();
    const probe = (await (await replay.post(dept.api, answersFor(model, random(2)))).json()) as { peers?: { teams: number } };
    if (before.teams + 12 >= peersBlock(dept)!.minPeers) expect(probe.peers?.teams).toBe(before.teams + 12);
    await replay.close();
    // the probe counts too, once
    expect(await counted()).toEqual({ teams: before.teams + 13, stored: before.stored + 13 });
  });

  it('counts the calculations a server answered but could not store once the next server stores them', async () => {
    const before = await counted();
    const dir = journal();
    const first = openApp(t, { journalDir: dir, queue: { retryMs: [20, 200] } });
    await t.outage();
    await send(first, 9, 3);
    expect(await first.close(300)).toMatchObject({ answered: 9, stored: 0, pending: 9 });
    await t.recover();
    expect(await counted()).toEqual(before);
    const next = openApp(t, { journalDir: dir });
    expect(await next.queue.flush()).toBe(true);
    await next.close();
    expect(await counted()).toEqual({ teams: before.teams + 9, stored: before.stored + 9 });
  });
});
