import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { definitionsDir } from '../scripts/lib/read-definitions.js';
import { definitionsModule } from './vite-plugin-definitions.js';

const dirs: string[] = [];
const copyOfDefinitions = () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-definitions-'));
  dirs.push(dir);
  cpSync(definitionsDir, dir, { recursive: true });
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

// evaluates the module text the browser would get
const exported = (code: string): unknown => new Function(code.replace('export default', 'return'))();

describe('definitionsModule', () => {
  it('gives the browser every department and the start-up index with menus and routes', () => {
    const all = exported(definitionsModule('virtual:definitions').code) as { departments: { id: string }[] };
    const index = exported(definitionsModule('virtual:definitions-index').code) as { departments: Record<string, unknown>[] };
    expect(index.departments.map((d) => d.id)).toEqual(all.departments.map((d) => d.id));
    expect(Object.keys(index.departments[0]!).sort()).toEqual(['id', 'menu', 'routes', 'samplePages', 'title']);
  });

  it('fails with every problem at its file:line:col when a definition is broken', () => {
    const dir = copyOfDefinitions();
    writeFileSync(join(dir, 'site.yaml'), 'kind: site\ntitle: 42\nheader: { menuLabel: Departments }\n');
    expect(() => definitionsModule('virtual:definitions', dir)).toThrow(/site\.yaml:2:8 title: .*expected string[\s\S]*site\.yaml:1:1 .*home/);
  });
});
