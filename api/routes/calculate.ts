import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { answersSchema, type Answers } from '../../engine/answers/answers.js';
import { evaluate, type Result } from '../../engine/evaluation/evaluate.js';
import { peersBlock } from '../../engine/insights/peers.js';
import type { Model } from '../../engine/evaluation/model.js';
import { readJson } from '../http/body.js';
import { validate } from '../http/errors.js';
import { json } from '../http/respond.js';
import type { Deps } from './deps.js';
import { storageAnswer } from '../http/storage-answer.js';
import type { StoreItem } from '../storage/store-item.js';

/**
 * One handler per department, at the path its definition names: validate, evaluate, hand the rows to the
 * queue (which journals them first), answer; the visitor never waits for the database. The stored result is the
 * default language's; the answer's texts are in the request's language, its scores and figures the same, since
 * the engine reads option values, never labels.
 */
export function calculateRoutes(app: Hono, models: Model[], { queue, now, peers, languages }: Deps): void {
  for (const model of models) {
    const schema = answersSchema(model.definition);
    const block = peersBlock(model.definition);
    const scoreField = model.definition.scoring.field;
    const id = model.definition.id;
    app.post(model.definition.api, async (c) => {
      const data = validate(schema, await readJson(c));
      const result = evaluate(model, data);
      // teams like yours, from the counts in memory; context the stored result keeps as answered
      const compared = block && peers.peersFor(model, result[scoreField] as number, block.minPeers);
      if (compared) result.peers = compared;
      await queue.push(calculationRows(model, data, result, now())).catch((e: unknown) => {
        throw storageAnswer(e, 'calculation');
      });
      const code = c.get('language');
      const own = code === languages.default ? undefined : languages.of(code).models.find((m) => m.definition.id === id);
      const answer = own ? evaluate(own, data) : result;
      if (own && compared) answer.peers = compared;
      return json(answer, 200, { 'Content-Language': code, Vary: 'Accept-Language' });
    });
  }
}

/** the two rows one calculation stores: the assessment with its answers, and the result that refers to it */
export function calculationRows(model: Model, answers: Answers, result: Result, createdAt: Date): StoreItem {
  const id = randomUUID();
  return {
    assessment: { id, department: model.definition.id, answers, definitionHash: model.hash, createdAt },
    result: { id: randomUUID(), assessmentId: id, results: result, createdAt },
  };
}
