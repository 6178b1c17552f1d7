import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { answersSchema } from '../../engine/answers.js';
import { evaluate, type RecommendationOut } from '../../engine/evaluate.js';
import type { Model } from '../../engine/model.js';
import { readJson } from '../body.js';
import { invalid } from '../errors.js';
import { json } from '../respond.js';
import type { Deps } from '../deps.js';

/**
 * One handler per department, at the path its definition names: validate, evaluate, answer,
 * then queue the rows; the visitor never waits for the database.
 */
export function calculateRoutes(app: Hono, models: Model[], { queue, now }: Deps): void {
  for (const model of models) {
    const { id: department, api, result: fields } = model.definition;
    const schema = answersSchema(model.definition);
    const listField = Object.keys(fields).find((f) => fields[f] === '$recommendations');
    app.post(api, async (c) => {
      const parsed = schema.safeParse(await readJson(c));
      if (!parsed.success) throw invalid(parsed.error);
      const result = evaluate(model, parsed.data);
      const id = randomUUID();
      const createdAt = now();
      queue.push({
        assessment: { id, department, answers: parsed.data, definitionHash: model.hash, createdAt },
        result: {
          id: randomUUID(),
          assessmentId: id,
          results: result,
          recommendations: listField ? (result[listField] as RecommendationOut[]) : null,
          createdAt,
        },
      });
      return json(result);
    });
  }
}
