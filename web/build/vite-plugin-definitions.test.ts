import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { definitionsDir, readDefinitions } from '../../node/read-definitions.js';
import { definitionsModule } from './vite-plugin-definitions.js';

const { definitions } = readDefinitions();
const dirs: string[] = [];
const copyOfDefinitions = () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-definitions-'));
  dirs.push(dir);
  cpSync(definitionsDir, dir, { recursive: true });
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

// evaluates the module text the browser would get
// the plugin's module text, run as the browser would import it
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const exported = (code: string): unknown => new Function(code.replace('export default', 'return'))();

describe('definitionsModule', () => {
  it('gives the browser the start-up index, and each department in a module of its own without the lint-only keys', () => {
    const index = exported(definitionsModule('virtual:definitions-index').code) as { departments: Record<string, unknown>[] };
    expect(Object.keys(index.departments[0]!).sort()).toEqual(['id', 'menu', 'routes', 'samplePages', 'title']);
    const acknowledged = definitions.departments.find((d) => d.acknowledge.length > 0)!;
    const part = exported(definitionsModule(`virtual:definitions/department/${acknowledged.id}`).code) as Record<string, unknown>;
    expect(part.id).toBe(acknowledged.id);
    expect(part.wizard).toEqual(acknowledged.wizard);
    expect(part).not.toHaveProperty('acknowledge');
    expect(part).not.toHaveProperty('growing');
    expect(exported(definitionsModule('virtual:definitions/quotes').code)).toMatchObject({ route: definitions.quotes.route });
  });

  it('loads each department with a dynamic import of its own module', () => {
    const { code } = definitionsModule('virtual:definitions-loaders');
    for (const d of definitions.departments) expect(code).toContain(`import("virtual:definitions/department/${d.id}")`);
    expect(() => definitionsModule('virtual:definitions/department/no-such-department')).toThrow(
      'unknown module virtual:definitions/department/no-such-department',
    );
  });

  it('fails with every problem at its file:line:col when a definition is broken', () => {
    const dir = copyOfDefinitions();
    writeFileSync(join(dir, 'site.yaml'), 'kind: site\ntitle: 42\nheader: { menuLabel: Departments }\n');
    expect(() => definitionsModule('virtual:definitions-index', dir)).toThrow(/site\.yaml:2:8 title: .*expected string[\s\S]*site\.yaml:1:1 .*home/);
  });
});
