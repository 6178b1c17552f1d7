import { describe, expect, it } from 'vitest';
import { answersParam, draftOfAnswers, formParam, nextParam, stepAddress, stepParam, type FormDraft } from '../../engine/answers/form-step.js';
import { askedSteps, onPath } from '../../engine/answers/conditions.js';
import { choicesOf } from '../../engine/answers/choices.js';
import { optionsOf, ruleOf, sentValue } from '../../engine/answers/question-kinds.js';
import { decodeShared } from '../../engine/answers/share-code.js';
import type { Department, Step } from '../../engine/schema/index.js';
import { targets } from '../../tests/api/support/databases.js';
import { appPerSuite, models } from '../../tests/api/support/fixtures.js';

const empty: FormDraft = { values: {}, otherNames: {} };
/** a department whose conditions skip a question, and the model it scores with */
const model = models.find((m) => m.definition.wizard.steps.some((s) => s.when !== undefined))!;
const dept: Department = model.definition;
const [first] = dept.wizard.steps;

/** a step's form as a browser sends it: the answers so far, the position, its own field, Next */
function stepForm(draft: FormDraft, position: number, step: Step, values: string[], form?: string): URLSearchParams {
  const address = new URL(stepAddress(dept, draft, position, form), 'http://localhost');
  const search = address.searchParams;
  search.set(stepParam, String(position + 1));
  for (const v of values) search.append(step.field, v);
  search.set(nextParam, '1');
  return search;
}

/** the draft an address's answers carry */
const draftAt = (location: string): FormDraft =>
  draftOfAnswers(dept, decodeShared(new URL(location, 'http://localhost').searchParams.get(answersParam))!.answers);

/** the form values of the first of a step's answers */
const firstAnswer = (step: Step): string[] => {
  const value = sentValue(step, choicesOf(step)[0]!);
  return Array.isArray(value) ? value : [String(value)];
};

describe.each(targets)("the wizard's steps without script on $name", (target) => {
  const suite = appPerSuite(target);

  it('goes on to the next question asked, with the answer in the address and a form id drawn', async () => {
    const res = await suite.api.app.request(`${dept.routes.wizard}?${stepForm(empty, 0, first!, firstAnswer(first!)).toString()}`);
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!, 'http://localhost');
    expect(to.pathname).toBe(dept.routes.wizard);
    expect(to.searchParams.get(stepParam)).toBe('2');
    expect(to.searchParams.get(formParam)).toMatch(/^[0-9a-f]{16}$/);
    expect(draftAt(to.toString()).values[first!.field]).toEqual(
      ruleOf(first!).many ? firstAnswer(first!) : ruleOf(first!).valued ? Number(firstAnswer(first!)[0]) : firstAnswer(first!)[0],
    );
  });

  it('does not move on without an answer, nor with an option the question does not list', async () => {
    for (const values of [[], ['no-such-option']]) {
      const res = await suite.api.app.request(`${dept.routes.wizard}?${stepForm(empty, 0, first!, values).toString()}`);
      // painted where it was sent (here, without the web build, no page at all): never a redirect onward
      expect(res.status, `answer ${JSON.stringify(values)}`).not.toBe(303);
    }
  });

  it('skips the questions an answer does not ask', async () => {
    const steps = dept.wizard.steps;
    // answers that leave a conditional question out, found by trying each option of the questions before it
    let draft = empty;
    let position = 0;
    for (;;) {
      const asked = askedSteps(dept, draft.values);
      const index = steps.findIndex((s, i) => asked[i] && draft.values[s.field] === undefined);
      if (index === -1) break;
      const step = steps[index]!;
      const options = ruleOf(step).valued ? [choicesOf(step)[0]!] : optionsOf(step).filter((o) => o.value !== ruleOf(step).other(step)?.value);
      // the option whose answer skips the most questions
      const pick = options
        .map((o) => ({ o, draft: { ...draft, values: { ...draft.values, [step.field]: ruleOf(step).many ? [o.value] : sentValue(step, o) } } }))
        .sort((a, b) => askedSteps(dept, a.draft.values).filter(Boolean).length - askedSteps(dept, b.draft.values).filter(Boolean).length)[0]!;
      const res = await suite.api.app.request(`${dept.routes.wizard}?${stepForm(draft, position, step, [String(sentValue(step, pick.o))]).toString()}`);
      expect(res.status).toBe(303);
      const location = res.headers.get('location')!;
      draft = draftAt(location);
      const next = Number(new URL(location, 'http://localhost').searchParams.get(stepParam) ?? 1) - 1;
      if (next === position) break;
      position = next;
    }
    expect(askedSteps(dept, draft.values).filter(Boolean).length, 'a conditional question was left out').toBeLessThan(steps.length);
  });

  it('stores the final post once, whatever number of times the same form is posted, and leads to its results', async () => {
    const answers = Object.fromEntries(dept.wizard.steps.map((s) => [s.field, ruleOf(s).many ? [choicesOf(s)[0]!.value] : sentValue(s, choicesOf(s)[0]!)]));
    const draft = draftOfAnswers(dept, answers);
    const asked = askedSteps(dept, draft.values);
    const path = dept.wizard.steps.filter((_, i) => asked[i]);
    const last = path.at(-1)!;
    const form = stepForm(draft, path.length - 1, last, firstAnswer(last), 'formid0000000001');
    const post = () =>
      suite.api.app.request(dept.routes.wizard, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    const before = suite.api.queue.counters.answered;
    const res = await post();
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!, 'http://localhost');
    expect(to.pathname).toBe(dept.routes.results);
    const sent = decodeShared(to.searchParams.get(answersParam))!;
    expect(sent.answers, 'the answers on the path, with the hidden fields').toEqual({ ...dept.wizard.hidden, ...onPath(dept, answers) });
    expect(sent.hash).toBe(model.hash);
    expect(suite.api.queue.counters.answered).toBe(before + 1);
    const again = await post();
    expect(again.headers.get('location')).toBe(res.headers.get('location'));
    expect(suite.api.queue.counters.answered, 'the same form posted again stores nothing').toBe(before + 1);
  });
});
