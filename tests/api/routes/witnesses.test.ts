import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import type { Model } from '../../../engine/evaluation/model.js';
import { pathReport } from '../../../engine/proof/paths.js';
import { branchingYaml, minimalModel } from '../../definitions/minimal-department.js';
import { targets } from '../support/databases.js';
import { appPerSuite, models } from '../support/fixtures.js';

// the answer sets `lint:definitions --paths` prints, where each condition holds and where it does not, sent through
// the API: every shipped department with conditions, and the branching test department served beside them
const branching = minimalModel(branchingYaml);
const conditional = [...models, branching].filter((m) => pathReport(m.definition).conditions.length > 0);

/** per department, each witness of each condition, as the payload a visitor sends */
const witnesses = conditional.flatMap((model) =>
  pathReport(model.definition).conditions.flatMap((c) =>
    (['holds', 'fails'] as const).flatMap((side) => {
      const w = c[side];
      return w
        ? [
            {
              id: model.definition.id,
              model,
              label: `"${c.field}" ${side === 'holds' ? 'asked' : 'not asked'}`,
              payload: { ...model.definition.wizard.hidden, ...w.answers },
            },
          ]
        : [];
    }),
  ),
);

describe.each(targets)('the path witnesses through the API on $name', (target) => {
  const suite = appPerSuite(target, { models: [...models, branching] });

  it("has witnesses to send, the branching department's included", () => {
    expect(witnesses.filter((w) => w.model === branching).map((w) => w.label)).toEqual([
      '"channels" asked',
      '"channels" not asked',
      '"reporting" asked',
      '"reporting" not asked',
    ]);
  });

  it.each(witnesses)('$id with $label: the API answers what the engine gives ($payload)', async ({ model, payload }) => {
    const res = await suite.api.post(model.definition.api, payload);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const expected = evaluate(model, payload);
    // persona-style: the score and every figure, as the engine computes them
    expect(body[model.definition.scoring.field]).toBe(expected[model.definition.scoring.field]);
    expect(body).toEqual(expected);
  });

  it.each(conditional.map((m) => [m.definition.id, m] as const))(
    '%s refuses a witness that also answers the step it does not ask, naming it',
    async (_id, model: Model) => {
      for (const c of pathReport(model.definition).conditions) {
        const value = c.holds?.answers[c.field];
        if (!c.fails || value === undefined) continue;
        const res = await suite.api.post(model.definition.api, { ...model.definition.wizard.hidden, ...c.fails.answers, [c.field]: value });
        expect(res.status).toBe(400);
        expect(await res.text()).toContain(`${c.field} is not asked when`);
      }
    },
  );
});
