import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionsDir } from '../../node/read-definitions.js';
import { projectRoot } from '../../node/project-root.js';
import { impactRoute, type ImpactAnswer } from './impact-route.js';

const app = impactRoute({ dir: definitionsDir, repoRoot: projectRoot });
const hr = readFileSync(join(definitionsDir, 'hr.yaml'), 'utf8');
const was = process.env.DATA_DIR;
// no stored calculations here: the report says so instead of reading a database
beforeAll(() => void (process.env.DATA_DIR = join(projectRoot, 'no-such-data-folder')));
afterAll(() => void (process.env.DATA_DIR = was));

const post = (files: Record<string, string>, base = 'HEAD') =>
  app.request(`/impact?base=${encodeURIComponent(base)}`, { method: 'POST', body: JSON.stringify({ files }), headers: { 'content-type': 'application/json' } });

describe('impactRoute', () => {
  it('reports an unsaved edit against HEAD: the change in words, the answer sets it moves, and the report npm run impact writes', async () => {
    const edited = hr.replace('{ value: bamboohr, label: BambooHR, emoji: "🎋", points: 3', '{ value: bamboohr, label: BambooHR, emoji: "🎋", points: 1');
    const res = await post({ 'hr.yaml': edited });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImpactAnswer;
    const d = body.departments.find((x) => x.file === 'hr.yaml')!;
    expect(d.status).toBe('changed');
    expect(d.changes).toEqual(['option `bamboohr` of `hrSoftware`: points 3 -> 1']);
    expect(d.answers!.changed.score).toBeGreaterThan(0);
    expect(d.answers!.largest.length).toBeGreaterThan(0);
    expect(body.markdown).toContain('Impact of the edit against HEAD');
    expect(body.departments.filter((x) => x.status === 'changed').map((x) => x.file)).toEqual(['hr.yaml']);
  });

  it('reports nothing changed for the saved folder', async () => {
    const res = await app.request('/impact');
    const body = (await res.json()) as ImpactAnswer;
    expect(body.ref).toBe('HEAD');
    expect(body.departments.filter((d) => d.status === 'changed')).toEqual([]);
  });

  it.each(['--output=/tmp/x', 'HEAD..main', 'main@{1}', '$(touch x)', 'a b', '/etc/passwd', ''])('refuses %j as the base, naming the field', async (base) => {
    const res = await app.request(`/impact?base=${encodeURIComponent(base)}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/base .* is not a git ref name/);
  });

  it('refuses a ref that names no commit', async () => {
    const res = await app.request('/impact?base=no-such-branch-here');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('is not a commit');
  });

  it('refuses an edited path outside the definitions folder and a body of another shape', async () => {
    expect((await post({ '../package.json': '{}' })).status).toBe(400);
    const res = await app.request('/impact', { method: 'POST', body: '{"files": [1]}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('"files"');
  });
});
