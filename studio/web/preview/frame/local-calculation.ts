import { answersSchema } from '../../../../engine/answers/answers-schema.js';
import { evaluate, type Result } from '../../../../engine/evaluation/evaluate.js';
import { buildModel, type Model } from '../../../../engine/evaluation/model.js';
import type { Department } from '../../../../engine/schema/index.js';
import { useFrame } from './frame-state.js';

const models = new WeakMap<Department, Model>();
const modelOf = (d: Department) => {
  let model = models.get(d);
  if (!model) models.set(d, (model = buildModel(d, 'studio-preview').model));
  return model;
};

/** the department's result for these answers, as its API route works it out (the engine's evaluate over the same model) */
export function calculate(department: Department, answers: unknown): { result: Result } | { error: string } {
  const parsed = answersSchema(department).safeParse(answers);
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'answers'}: ${i.message}`).join('; ') };
  return { result: evaluate(modelOf(department), parsed.data) };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The wizard posts its answers to the department's API route; in the preview the edited, unsaved definition
 * answers instead, in the frame (the studio's server holds no unsaved text). Every other request goes on as it was.
 */
export function answerCalculationsHere(): void {
  const network = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const { definitions, department } = useFrame.getState();
    const dept = definitions?.departments.find((d) => d.id === department);
    if (method !== 'POST' || !dept || url.origin !== location.origin || url.pathname !== dept.api) return network(input, init);
    let body: unknown;
    try {
      body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
    } catch {
      return Promise.resolve(json(400, { error: { message: 'The answers are not JSON' } }));
    }
    const out = calculate(dept, body);
    return Promise.resolve('result' in out ? json(200, out.result) : json(400, { error: { code: 'invalid_request', message: out.error } }));
  };
}
