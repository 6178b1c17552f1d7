import { describe, expect, it } from 'vitest';
import { minimalYaml } from '../../tests/definitions/minimal-department.js';
import { pairs } from '../../tests/impact/pairs.js';
import { departmentImpact } from './department.js';

const at = (text: string) => ({ path: 'definitions/widgets.yaml', text });

describe('the impact of one department file', () => {
  it('names a changed department and compares it; an identical one is unchanged and not walked', () => {
    expect(departmentImpact(at(minimalYaml), at(pairs.changedConstant))!.impact).toMatchObject({
      department: 'widgets',
      status: 'changed',
      answers: { changed: { figures: 28 } },
    });
    const same = departmentImpact(at(minimalYaml), at(minimalYaml))!.impact;
    expect([same.status, same.answers, same.structure]).toEqual(['unchanged', undefined, []]);
  });

  it('an added or a removed department is said to be so, with its hash', () => {
    expect(departmentImpact(undefined, at(minimalYaml))!.impact).toMatchObject({ status: 'added', hashes: { after: expect.stringMatching(/^[0-9a-f]{16}$/) } });
    expect(departmentImpact(at(minimalYaml), undefined)!.impact).toMatchObject({ status: 'removed', hashes: { before: expect.any(String) } });
  });

  it('a version that does not load is reported with its problems, not compared', () => {
    const r = departmentImpact(at(minimalYaml), at(minimalYaml.replace('hours: people * manual * weeks', 'hours: people * manul * weeks')))!.impact;
    expect(r.status).toBe('broken');
    expect(r.problems[0]).toMatch(/^definitions\/widgets\.yaml:\d+:\d+ error Unknown name "manul"/);
    expect(r.answers).toBeUndefined();
  });

  it('files that are not departments are left out', () => {
    expect(departmentImpact({ path: 'site.yaml', text: 'kind: site\n' }, { path: 'site.yaml', text: 'kind: site\n' })).toBeUndefined();
  });
});
