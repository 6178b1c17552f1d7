// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Department } from '../../engine/schema/index.js';
import { loadDepartment } from '../definitions.js';
import { draftKey } from '../state/draft-key.js';
import { sessionStore } from '../state/session-store.js';
import { renderApp } from '../test/render-app.js';
import type { Draft } from './state/draft.js';
import { questionPath } from './state/wizard-state.js';
import { answerFor, optionsOf } from '../../engine/answers/question-kinds.js';
import { choicesOf } from '../../engine/answers/choices.js';
import { encodeShared } from '../../engine/answers/share-code.js';

// the network is the edge: the calculation API answers here
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  for (const id of ['sales', 'finance']) sessionStore(`wizardDraft:${id}`).getState().clear();
});
afterAll(() => server.close());

/** a draft answering every question: the first option (or the smallest number) */
function everyAnswer(department: Department): Draft {
  const values = Object.fromEntries(department.wizard.steps.map((s) => [s.field, answerFor(s, choicesOf(s).slice(0, 1))]));
  return { values, otherNames: {} };
}

/** a department's wizard opened at its last question with every answer given */
async function atLastQuestion(id: string) {
  const department = await loadDepartment(id);
  const draft = everyAnswer(department);
  sessionStore(draftKey(department)).getState().set(draft);
  const router = renderApp(`${department.routes.wizard}?step=${questionPath(department, draft).length}`);
  return { department, router };
}

describe('the wizard', () => {
  it('moves to the next question in the address, with the answers so far, and gives its heading the focus', async () => {
    const sales = await loadDepartment('sales');
    const [first, second] = questionPath(sales, { values: {}, otherNames: {} }).map((i) => sales.wizard.steps[i]!);
    const router = renderApp(sales.routes.wizard);
    expect(await screen.findByRole('heading', { level: 2, name: first!.question }, { timeout: 10_000 })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: sales.wizard.buttons.next });
    expect(next).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: new RegExp(optionsOf(first!)[0]!.label) }));
    await userEvent.click(next);

    const heading = await screen.findByRole('heading', { level: 2, name: second!.question });
    await waitFor(() => expect(heading).toHaveFocus());
    const chosen = { [first!.field]: optionsOf(first!)[0]!.value };
    expect(router.state.location.search).toEqual({ step: 2, answers: encodeShared({ answers: chosen, hash: '' }) });
    expect(sessionStore(draftKey(sales)).getState().value).toMatchObject({ values: { [first!.field]: optionsOf(first!)[0]!.value } });
  });

  it('opens the first unanswered question when the address asks for one further on', async () => {
    const sales = await loadDepartment('sales');
    const router = renderApp(`${sales.routes.wizard}?step=5`);
    const first = sales.wizard.steps[questionPath(sales, { values: {}, otherNames: {} })[0]!]!;
    expect(await screen.findByRole('heading', { level: 2, name: first.question }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
  });
});

describe('a failed calculation', () => {
  const apiError = { error: { code: 'internal', message: 'Something went wrong on our side.', issues: [] } };

  it("shows the API's own words in a toast where the definition asks for one", async () => {
    const { department } = await atLastQuestion('sales');
    server.use(http.post(department.api, () => HttpResponse.json(apiError, { status: 500 })));
    await userEvent.click(await screen.findByRole('button', { name: department.wizard.buttons.submit }, { timeout: 10_000 }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByText('Assessment Failed')).toBeInTheDocument();
  });

  it("shows the definition's alert beside the buttons where it asks for one", async () => {
    const { department } = await atLastQuestion('finance');
    server.use(http.post(department.api, () => HttpResponse.json(apiError, { status: 500 })));
    await userEvent.click(await screen.findByRole('button', { name: department.wizard.buttons.submit }, { timeout: 10_000 }));
    const onFailure = department.wizard.onFailure;
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(onFailure.kind === 'alert' ? onFailure.message : '');
  });
});
