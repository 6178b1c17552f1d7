import { join } from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { readStored } from '../../api/db/stored-calculations.js';
import type { DepartmentImpact } from '../../engine/impact/department.js';
import { renderReport, styles } from '../../engine/impact/render.js';
import { changeList } from '../../engine/studio/change-words.js';
import { impactReport, UnknownBase, type ImpactReport } from '../../node/impact-report.js';
import { insideFolder, RefusedPath } from './folder.js';

/** what the Impact panel reads: the report of npm run impact, its text, and each department's changes in words */
export interface ImpactAnswer extends Omit<ImpactReport, 'departments'> {
  /** the ref asked for, as written */
  ref: string;
  departments: (DepartmentImpact & { changes: string[] })[];
  /** the report as npm run impact -- --format markdown prints it */
  markdown: string;
}

// a branch, tag, commit or HEAD, with ~n / ^n after it: never an option, a path, a range or a reflog expression
const refPattern = /^[A-Za-z0-9_][A-Za-z0-9._/-]{0,199}(?:[~^][0-9]{0,3})*$/;

/** the ref asked for, or a 400 naming the field and what it allows */
export function checkedRef(ref: string | undefined): string {
  const base = ref ?? 'HEAD';
  const bad = !refPattern.test(base) || base.includes('..') || base.includes('//') || base.endsWith('/') || base.endsWith('.lock') || base.endsWith('.');
  if (bad) {
    throw new HTTPException(400, {
      message: `base "${base.slice(0, 80)}" is not a git ref name: give a branch, a tag, a commit or HEAD (letters, digits, . _ / -, then ~n or ^n), such as HEAD~1 or main`,
    });
  }
  return base;
}

const EditedBody = z.strictObject({
  files: z.record(z.string(), z.string().max(2_000_000)).describe('unsaved texts by path from the definitions folder, such as "hr.yaml"'),
});

/** the Impact panel's route: the edit (unsaved texts, POST) or the saved folder (GET) against a git ref */
export function impactRoute({ dir, repoRoot }: { dir: string; repoRoot: string }): Hono {
  const app = new Hono();
  const env = { ...process.env, DATA_DIR: process.env.DATA_DIR || join(repoRoot, '.data') };
  const answer = async (ref: string, edited: Map<string, string>): Promise<ImpactAnswer> => {
    let report: ImpactReport;
    try {
      report = await impactReport({ cwd: dir, base: ref, targets: ['.'], edited, stored: (departments) => readStored(departments, env) });
    } catch (e) {
      if (e instanceof UnknownBase) throw new HTTPException(400, { message: `base "${ref}" is not a commit of the definitions folder's git repository` });
      throw e;
    }
    const title = `Impact of the edit against ${ref === report.base ? ref : `${ref} (${report.base})`}`;
    return {
      ...report,
      ref,
      departments: report.departments.map((d) => ({ ...d, changes: changeList(d.structure) })),
      markdown: renderReport(styles.markdown, title, report.departments, report.languages),
    };
  };
  app.get('/impact', async (c) => c.json(await answer(checkedRef(c.req.query('base')), new Map())));
  app.post('/impact', async (c) => {
    const ref = checkedRef(c.req.query('base'));
    const body = EditedBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) throw new HTTPException(400, { message: 'the body must be JSON { "files": { "<path in the definitions folder>": "<text>" } }' });
    // every path is kept inside the folder, as saving does
    const edited = new Map<string, string>();
    for (const [path, text] of Object.entries(body.data.files)) {
      try {
        insideFolder(dir, path);
      } catch (e) {
        if (e instanceof RefusedPath) throw new HTTPException(400, { message: e.message });
        throw e;
      }
      edited.set(path, text);
    }
    return c.json(await answer(ref, edited));
  });
  return app;
}
