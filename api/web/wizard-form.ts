import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { type Answers } from '../../engine/answers/answers.js';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { evaluate, type Result } from '../../engine/evaluation/evaluate.js';
import { peersBlock } from '../../engine/insights/peers.js';
import {
  answersParam,
  askedPath,
  draftOfAnswers,
  formParam,
  nextParam,
  payloadOfDraft,
  sentStep,
  stepAddress,
  stepProblem,
  type FormDraft,
} from '../../engine/answers/form-step.js';
import { decodeShared, encodeShared } from '../../engine/answers/share-code.js';
import type { Model } from '../../engine/evaluation/model.js';
import type { Department } from '../../engine/schema/index.js';
import { ApiError } from '../http/errors.js';
import { formBodyLimit } from '../http/body.js';
import { calculate } from '../routes/calculate.js';
import { stableId } from '../storage/stable-id.js';
import type { Deps } from '../routes/deps.js';
import { optedOut, storeEvents } from '../insights/store-events.js';
import type { PaintFor } from './static.js';

/** the answers an address or form carries, as a draft (none, or a value that does not decode: none) */
const carried = (dept: Department, form: URLSearchParams): FormDraft => {
  const shared = decodeShared(form.get(answersParam));
  return shared ? draftOfAnswers(dept, shared.answers) : { values: {}, otherNames: {} };
};

// a form's id: drawn at its first step sent, carried in its addresses to its final post
const newFormId = () => randomUUID().replaceAll('-', '').slice(0, 16);

/**
 * Where a step's form sent without script leads (GET, with Next pressed): the next question asked on the path its
 * answers make, or the same question again once it is the last (its button then posts); undefined when the answer
 * is missing or refused, so the page is painted at the address as sent, saying what is missing.
 */
export function nextStepAddress(dept: Department, form: URLSearchParams): string | undefined {
  const sent = sentStep(dept, carried(dept, form), form);
  if (sent.problem) return undefined;
  const last = askedPath(dept, sent.draft).length - 1;
  return stepAddress(dept, sent.draft, Math.min(sent.position + 1, last), form.get(formParam) || newFormId());
}

/** the results page of a form's answers: the server paints it from them (resultsData) */
export const resultsAddress = (model: Model, answers: Answers): string =>
  `${model.definition.routes.results}?${new URLSearchParams({ [answersParam]: encodeShared({ answers, hash: model.hash }) }).toString()}`;

/** the results data of a results page's address (its answers' result, nothing stored), or undefined when its answers are no valid payload */
export function resultsData(model: Model, search: URLSearchParams, code: string, { languages, peers }: Pick<Deps, 'languages' | 'peers'>): string | undefined {
  const shared = decodeShared(search.get(answersParam));
  const parsed = shared && answersSchema(model.definition).safeParse(shared.answers);
  if (!parsed?.success) return undefined;
  const own = languages.of(code).models.find((m) => m.definition.id === model.definition.id) ?? model;
  return JSON.stringify(evaluateOnly(own, parsed.data, model, peers));
}

/** a result as the calculation answers it (peers compared on the default language's score), stored nowhere */
function evaluateOnly(own: Model, answers: Answers, model: Model, peers: Deps['peers']): Result {
  const result = evaluate(own, answers);
  const block = peersBlock(model.definition);
  const score = (own === model ? result : evaluate(model, answers))[model.definition.scoring.field] as number;
  const compared = block && peers.peersFor(model, score, block.minPeers);
  if (compared) result.peers = compared;
  return result;
}

/** the id of the calculation a form's final post stores: made from the form's id and answers, so the database keeps it once wherever and whenever it is posted */
export const wizardFormRowId = (department: string, form: string, answers: Answers): string =>
  stableId(`wizard-form\n${department}\n${form}\n${JSON.stringify(answers)}`);

/**
 * Each department's wizard answered without script: a step's GET with Next pressed goes on to the next question
 * asked (303); the last step's POST stores the calculation through the calculation route's own code, once per form
 * and answers (the row's id is made from them: a post again, a reload or Back and post, to this server or another,
 * before or after a restart, leads to the same results and stores no second row), and leads to the results page of
 * those answers (303), counting its completion as the app does (not for GPC or DNT). A step whose answer is missing
 * is painted where it was sent.
 */
export function wizardForms(app: Hono, models: readonly Model[], deps: Deps): void {
  // the rows this server queued lately (or is queuing), so a post again here does not even queue; the database keeps the rest once
  const queued = new Map<string, Promise<void>>();
  const keep = 10_000;
  for (const model of models) {
    const dept = model.definition;
    const hashes = new Map([[dept.id, model.hash]]);
    app.get(dept.routes.wizard, async (c, next) => {
      const form = new URL(c.req.url).searchParams;
      const to = form.has(nextParam) ? nextStepAddress(dept, form) : undefined;
      if (to === undefined) return next();
      return c.redirect(to, 303);
    });
    app.post(dept.routes.wizard, formBodyLimit, async (c) => {
      const form = new URLSearchParams(await c.req.text());
      const sent = sentStep(dept, carried(dept, form), form);
      // missing here: painted where it was sent, saying so
      if (sent.problem) return c.redirect(`${dept.routes.wizard}?${form.toString()}`, 303);
      const id = form.get(formParam) || newFormId();
      // a question the answers now ask and nobody answered yet comes first
      const path = askedPath(dept, sent.draft);
      const open = path.findIndex((i) => stepProblem(dept.wizard.steps[i]!, sent.draft) !== undefined);
      if (open !== -1) return c.redirect(stepAddress(dept, sent.draft, open, id), 303);
      const parsed = answersSchema(dept).safeParse(payloadOfDraft(dept, sent.draft));
      if (!parsed.success) throw new ApiError(400, 'invalid_request', parsed.error.issues.map((i) => i.message).join('; '));
      const row = wizardFormRowId(dept.id, id, parsed.data);
      let stored = queued.get(row);
      if (!stored) {
        const counted = !optedOut(c);
        stored = calculate(model, parsed.data, c.get('language'), deps, row).then(async () => {
          // counted as the app counts its completion, once with the calculation (a post again here counts nothing)
          if (counted)
            await storeEvents(deps, hashes, [{ kind: 'completed', department: dept.id }]).catch((e: Error) =>
              deps.log(`completed not counted (form): ${e.message}`),
            );
        });
        queued.set(row, stored);
        // a calculation that could not be queued may be posted again
        stored.catch(() => queued.delete(row));
        for (const old of queued.keys()) {
          if (queued.size <= keep) break;
          queued.delete(old);
        }
      }
      await stored;
      return c.redirect(resultsAddress(model, parsed.data), 303);
    });
  }
}

/**
 * A wizard's address carrying its answers (or a step's form as sent) and a results page's address carrying its
 * answers are painted as they ask, the results page with its result worked out (nothing stored); every other address
 * is its route's page, painted at start.
 */
export function paintedAddresses(models: readonly Model[], deps: Pick<Deps, 'languages' | 'peers'>): PaintFor {
  const wizards = new Set(models.map((m) => m.definition.routes.wizard));
  const results = new Map(models.map((m) => [m.definition.routes.results, m]));
  return (key, search, code) => {
    if (wizards.has(key)) return search.has(answersParam) || search.has(nextParam) ? {} : undefined;
    const model = results.get(key);
    return model && search.has(answersParam) ? { data: resultsData(model, search, code, deps) } : undefined;
  };
}
