import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ServerDatabase, type Database } from '../../../api/db/client.js';
import { assessmentResults, assessments, peerScores } from '../../../api/db/schema.js';
import { answersParam, draftOfAnswers, formParam, nextParam, stepAddress, stepParam } from '../../../engine/answers/form-step.js';
import { askedSteps } from '../../../engine/answers/conditions.js';
import { choicesOf } from '../../../engine/answers/choices.js';
import { ruleOf, sentValue } from '../../../engine/answers/question-kinds.js';
import { peersBlock } from '../../../engine/insights/peers.js';
import { targets } from '../support/databases.js';
import { models, openApp, type TestApp } from '../support/fixtures.js';

/** a department with a peers block, so its stored calculations are counted too */
const model = models.find((m) => peersBlock(m.definition))!;
const dept = model.definition;

/** the final step's form as a browser sends it without script: every answer so far, the last question's own, the form's id */
function finalForm(formId: string): string {
  const answers = Object.fromEntries(dept.wizard.steps.map((s) => [s.field, ruleOf(s).many ? [choicesOf(s)[0]!.value] : sentValue(s, choicesOf(s)[0]!)]));
  const draft = draftOfAnswers(dept, answers);
  const asked = askedSteps(dept, draft.values);
  const path = dept.wizard.steps.filter((_, i) => asked[i]);
  const last = path.at(-1)!;
  const form = new URL(stepAddress(dept, draft, path.length - 1, formId), 'http://localhost').searchParams;
  form.set(stepParam, String(path.length));
  form.delete(last.field);
  const value = answers[last.field]!;
  for (const v of Array.isArray(value) ? value : [value]) form.append(last.field, String(v));
  form.set(nextParam, '1');
  return form.toString();
}

const post = (api: TestApp, body: string) =>
  api.app.request(dept.routes.wizard, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

/** what the database holds of the department's calculations: rows and results, and the teams counted for its peers */
async function stored(db: Database) {
  const rows = await db.run((orm) => orm.select({ id: assessments.id }).from(assessments).where(eq(assessments.department, dept.id)));
  const results = await db.run((orm) => orm.select({ id: assessmentResults.id }).from(assessmentResults));
  const [teams] = await db.run((orm) =>
    orm
      .select({ n: sql<number>`coalesce(sum(${peerScores.teams}), 0)::int` })
      .from(peerScores)
      .where(eq(peerScores.department, dept.id)),
  );
  return { rows: rows.length, results: results.length, teams: teams!.n };
}

describe.each(targets)("a wizard's final post without script on $name", (target) => {
  it('is stored once across servers and a restart, and every post of it leads to the same results', async () => {
    const t = await target.open();
    // a second server: on PostgreSQL its own connections to the same database; PGlite is one process's, so the same one
    const otherDb = t.url ? new ServerDatabase(t.url) : t.db;
    const first = openApp(t);
    const second = openApp({ ...t, db: otherDb });
    let restarted: TestApp | undefined;
    try {
      const form = finalForm('formid00000000aa');
      // at the same moment on both servers, then again on the first
      const [a, b] = await Promise.all([post(first, form), post(second, form)]);
      const c = await post(first, form);
      for (const res of [a, b, c]) expect(res.status).toBe(303);
      const results = a.headers.get('location')!;
      expect(new URL(results, 'http://localhost').pathname).toBe(dept.routes.results);
      expect(new URL(results, 'http://localhost').searchParams.get(answersParam)).toBeTruthy();
      expect(b.headers.get('location')).toBe(results);
      expect(c.headers.get('location')).toBe(results);
      await first.close();
      await second.close();
      expect(await stored(t.db)).toEqual({ rows: 1, results: 1, teams: 1 });

      // after a restart, the server remembers nothing of it in memory: the database still keeps one row
      restarted = openApp(t);
      const d = await post(restarted, form);
      expect(d.status).toBe(303);
      expect(d.headers.get('location')).toBe(results);
      await restarted.queue.flush();
      expect(await stored(t.db), 'the same form posted after a restart').toEqual({ rows: 1, results: 1, teams: 1 });

      // another form with the same answers is another visitor's calculation
      const other = finalForm('formid00000000bb');
      expect(new URLSearchParams(other).get(formParam)).toBe('formid00000000bb');
      expect((await post(restarted, other)).headers.get('location')).toBe(results);
      await restarted.queue.flush();
      expect(await stored(t.db)).toEqual({ rows: 2, results: 2, teams: 2 });
    } finally {
      await restarted?.close();
      if (otherDb !== t.db) await otherDb.close();
      await t.dispose();
    }
  });
});
