import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../../engine/answers/answers.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { replay } from '../../../engine/impact/replay.js';
import { loadDefinitions } from '../../../engine/load.js';
import { keepDefinitionVersions, versionsOf } from '../../../api/db/definition-versions.js';
import { readCalculations, readStored } from '../../../api/db/stored-calculations.js';
import { minimalYaml } from '../../definitions/minimal-department.js';
import { pairs } from '../../impact/pairs.js';
import { targets, type TestDatabase } from '../support/databases.js';
import { openApp } from '../support/fixtures.js';

const load = (text: string, path: string) => loadDefinitions([{ path, text }]);
const base = load(minimalYaml, 'definitions/widgets.yaml');
// an older version that paid $12 an hour, served before the base
const older = load(pairs.changedConstant, 'definitions/widgets.yaml');
const [baseModel, olderModel] = [base.models[0]!, older.models[0]!];

// scores 4 (Low), 4 (Low), 10 (High), as the pure replay test works them out
const visitors: Answers[] = [
  { size: 'small', tools: ['none'], vendor: 'acme' },
  { size: 'large', tools: ['basic', 'none'], vendor: 'other: Initech' },
  { size: 'small', tools: ['smart'], vendor: 'acme' },
];

describe.each(targets)('replaying stored calculations on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
    // each server start keeps the versions it loaded; the second start of a version writes nothing
    for (const [loaded, model, answers] of [
      [older, olderModel, visitors.slice(0, 1)],
      [base, baseModel, visitors],
    ] as const) {
      await keepDefinitionVersions(t.db, versionsOf(loaded));
      await keepDefinitionVersions(t.db, versionsOf(loaded));
      const api = openApp(t, { models: [model] });
      for (const a of answers) expect((await api.post(model.definition.api, a)).status).toBe(200);
      await api.close();
    }
  });
  afterAll(() => t.dispose());

  it('keeps each definition version once, and re-evaluating a stored calculation with its own version gives its stored result exactly', async () => {
    const { calculations, versions } = await readCalculations(t.db, ['widgets']);
    expect([...versions.keys()].sort()).toEqual([baseModel.hash, olderModel.hash].sort());
    const stored = calculations.get('widgets')!;
    expect(stored).toHaveLength(4);
    for (const calc of stored) {
      const own = load(versions.get(calc.definitionHash!)!, 'kept.yaml').models[0]!;
      expect(evaluate(own, calc.answers)).toEqual(calc.results);
    }
  });

  it('a moved threshold: the two visitors of the base at score 4 would see High; the older version is counted apart', async () => {
    const { calculations, versions } = await readCalculations(t.db, ['widgets']);
    const kept = new Map([...versions].map(([hash, text]) => [hash, load(text, 'kept.yaml').models[0]!]));
    const [current, previous] = replay(calculations.get('widgets')!, load(pairs.movedThreshold, 'w.yaml').models[0]!, baseModel, kept);
    expect(current).toMatchObject({ hash: baseModel.hash, base: true, calculations: 3, changed: { score: 0, band: 2, figures: 0 } });
    // the older visitor (small, none, acme: 832 hours) saw $9,984 at $12 an hour; the new definition says $8,320
    expect(previous).toMatchObject({ hash: olderModel.hash, known: true, calculations: 1, changed: { band: 1, figures: 1 } });
    expect(previous!.figures.find((f) => f.name === 'savings')).toMatchObject({ moved: 1, by: { min: -1664, max: -1664 } });
  });

  it.runIf(target.name === 'PGlite')('says the embedded database is locked while a server has it open, and reads a copy once it is closed', async () => {
    const dir = (t.db as { dataDir?: string }).dataDir!;
    expect(await readStored(['widgets'], { DATA_DIR: dir })).toMatch(/^the embedded database in .* is locked: a server is using it/);
    await t.outage();
    try {
      const stored = await readStored(['widgets'], { DATA_DIR: dir });
      expect(typeof stored === 'string' ? stored : stored.calculations.get('widgets')!.length).toBe(4);
    } finally {
      await t.recover();
    }
  });
});
