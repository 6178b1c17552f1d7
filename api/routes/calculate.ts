import { randomUUID } from 'node:crypto';
import { type Answers } from '../../engine/answers/answers.js';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { evaluate, type Result } from '../../engine/evaluation/evaluate.js';
import { resultSchema } from '../../engine/evaluation/result-schema.js';
import { peersBlock } from '../../engine/insights/peers.js';
import type { Model } from '../../engine/evaluation/model.js';
import { json } from '../http/respond.js';
import { storageAnswer } from '../http/storage-answer.js';
import type { StoreItem } from '../storage/store-item.js';
import type { Deps } from './deps.js';
import { route, type ApiRoute } from './route.js';

/**
 * One route per department, at the path its definition names: validate, evaluate, hand the rows to the
 * queue (which journals them first), answer; the visitor never waits for the database. The stored result is the
 * default language's; the answer's texts are in the request's language, its scores and figures the same, since
 * the engine reads option values, never labels. No rate limit: the queue's 503 overloaded is what bounds it.
 */
export function calculateRoutes(models: readonly Model[]): ApiRoute[] {
  return models.map((model) => {
    const id = model.definition.id;
    return route({
      method: 'post',
      path: model.definition.api,
      summary: `${id}: a calculation from the answers`,
      body: answersSchema(model.definition),
      languages: true,
      answer: { status: 200, description: 'the result, its texts in the request language', schema: resultSchema(model.definition) },
      errors: [
        {
          status: 503,
          description:
            'overloaded: too many calculations wait to be stored (Retry-After: 5); storage_unavailable: the journal could not be written (Retry-After: 30)',
        },
      ],
      async handle(c, { body: data }, deps) {
        const code = c.get('language');
        const answer = await calculate(model, data, code, deps);
        return json(answer, 200, { 'Content-Language': code, Vary: 'Accept-Language' });
      },
    });
  });
}

/**
 * One calculation, as its route makes it: evaluated, compared with its peers, its rows handed to the queue (which
 * journals them first, or refuses: thrown as the route's 503), and answered in the language `code`. The wizard's
 * final post without script (api/web/wizard-form.ts) stores through here too.
 */
export async function calculate(
  model: Model,
  data: Answers,
  code: string,
  { queue, now, peers, languages }: Pick<Deps, 'queue' | 'now' | 'peers' | 'languages'>,
  /** the assessment's id: a form's own (the same form posted again is that row, which the database keeps once), else drawn */
  id?: string,
): Promise<Result> {
  const block = peersBlock(model.definition);
  const result = evaluate(model, data);
  // teams like yours, from the counts in memory; context the stored result keeps as answered
  const compared = block && peers.peersFor(model, result[model.definition.scoring.field] as number, block.minPeers);
  if (compared) result.peers = compared;
  await queue.push(calculationRows(model, data, result, now(), id)).catch((e: unknown) => {
    throw storageAnswer(e, 'calculation');
  });
  const own = code === languages.default ? undefined : languages.of(code).models.find((m) => m.definition.id === model.definition.id);
  const answer = own ? evaluate(own, data) : result;
  if (own && compared) answer.peers = compared;
  return answer;
}

/** the two rows one calculation stores: the assessment with its answers, and the result that refers to it */
export function calculationRows(model: Model, answers: Answers, result: Result, createdAt: Date, id: string = randomUUID()): StoreItem {
  return {
    assessment: { id, department: model.definition.id, answers, definitionHash: model.hash, createdAt },
    result: { id: randomUUID(), assessmentId: id, results: result, createdAt },
  };
}
