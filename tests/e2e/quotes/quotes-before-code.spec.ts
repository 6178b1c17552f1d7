import { expect, test, type Page } from '@playwright/test';
import { button, fields, fullForm, processCard, qt, quotes, solutionCard, stepHeading, wizard } from '../support/quotes/quote-page.js';
import { codeStarted, eachHydrationTask, holdScripts, tapAsCodeStarts, tapped } from '../support/common/hold-scripts.js';
import { expectHydrated } from '../support/common/nav.js';

/** records what the page sends by sendBeacon (the counted events), for `sentEvents` to read */
const recordBeacons = (page: Page) =>
  page.addInitScript(() => {
    const sent: Blob[] = [];
    (window as unknown as { beacons: Blob[] }).beacons = sent;
    const own = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => (data instanceof Blob && sent.push(data), own(url, data));
  });

/** the page is hidden, so the app sends the events it holds; the kinds of every event the page sent */
async function sentEvents(page: Page): Promise<string[]> {
  // the quote taken as counted in this tab, by the app or by the server: the app is done with it
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('usageEventsSent') ?? '')).toContain('quote_sent');
  return page.evaluate(async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    const bodies = await Promise.all((window as unknown as { beacons: Blob[] }).beacons.map((b) => b.text()));
    return bodies.flatMap((b) => (JSON.parse(b) as { events: { kind: string }[] }).events.map((e) => e.kind));
  });
}

const [first, second] = quotes.solutions;
const process = quotes.proposalOptions[0]!;

test('a card tapped and a name typed before the quote generator’s code comes are kept once it comes, each applied once', async ({ page }) => {
  await recordBeacons(page);
  const release = await holdScripts(page);
  await page.goto(quotes.route, { waitUntil: 'commit' });
  const card = processCard(wizard(page, 0), process.title);
  await card.click();
  await expect(card).toBeChecked();
  const form = fullForm(page);
  const name = fields(form).name;
  await name.fill('Ada Lovelace');
  // a checkbox tapped twice would be unticked: it must stay ticked once the code has come
  const solution = form.getByRole('checkbox', { name: first!.title });
  await solution.click();
  await expect(solution).toBeChecked();
  await expect(page.locator('main [inert]'), 'nothing the visitor sees is inert').toHaveCount(0);

  release();
  await codeStarted(page);
  await expect(card).toBeChecked();
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(solution).toBeChecked();

  // the app holds them: Next goes on with the process chosen, and the full form sends the name and the solution
  await button(wizard(page, 0), qt('continueToSolutions')).click();
  await expect(stepHeading(page, 1)).toBeFocused();
  await expect(solutionCard(wizard(page, 1), second!.title)).not.toBeChecked();
  await fields(form).email.fill('ada@example.com');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === quotes.api);
  await button(form, qt('generate')).click();
  const body = (await sent).postDataJSON() as { contactName: string; selectedSolutions: string[] };
  expect(body.contactName).toBe('Ada Lovelace');
  expect(body.selectedSolutions).toEqual([first!.id]);
  await expect(page.getByTestId('quote-number')).toHaveText(/^Q-/);
  // a quote the app generated, the app counts
  expect(await sentEvents(page)).toContain('quote_sent');
});

test('Generate Quote pressed before the code comes makes the quote once, counted by the server and not again by the app', async ({ page }) => {
  await recordBeacons(page);
  const release = await holdScripts(page);
  await page.goto(quotes.route, { waitUntil: 'commit' });
  const form = fullForm(page);
  await fields(form).name.fill('Grace Hopper');
  await fields(form).email.fill('grace@example.com');
  await form.getByRole('checkbox', { name: first!.title }).click();
  await button(form, qt('generate')).click();
  // the form went to the server, which answered with the quote
  await expect(page.getByTestId('quote-number')).toHaveText(/^Q-/);
  await expect(page.getByRole('heading', { level: 2, name: qt('resultHeading') })).toBeFocused();
  release();
  await codeStarted(page);
  await expect(page.getByTestId('quote-number')).toHaveText(/^Q-/);
  // the server counted the quote it made (tests/api/routes/counted-without-script.test.ts): the app does not again
  expect(await sentEvents(page)).not.toContain('quote_sent');
});

test('a solution ticked the moment the code takes the page over stays ticked: the untouched full form does not undo it', async ({ page }) => {
  // the solutions step as the server paints it for a form sent without script
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto(quotes.route);
  await processCard(wizard(page, 0), process.title).click();
  await button(wizard(page, 0), qt('continueToSolutions')).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await page.unroute(/\.m?js(\?|$)/);
  // the same page again with its code, ticked as the code starts to hydrate it
  await tapAsCodeStarts(page, [`main form input[name="selectedSolutions"][value="${first!.id}"]`]);
  await page.reload();
  expect(await tapped(page)).toEqual([true]);
  const card = solutionCard(wizard(page, 1), first!.title);
  await expect(fields(fullForm(page)).name).toBeEditable();
  await expect(card).toBeChecked();
  // and the app goes on with it
  await button(wizard(page, 1), qt('continueToContact')).click();
  await expect(stepHeading(page, 2)).toBeFocused();
});

test('a process chosen and Continue pressed the moment the code takes the page over go on to the solutions', async ({ page }) => {
  // both taps reach the page as React starts to hydrate it
  await tapAsCodeStarts(page, [`main form input[name="processId"][value="${process.id}"]`, 'main form button[name="go"][value="next"]:not([hidden])']);
  await page.goto(quotes.route);
  expect(await tapped(page)).toEqual([true, true]);
  await expect(stepHeading(page, 1)).toBeVisible();
  // and went on with the process chosen
  await button(wizard(page, 1), qt('back')).click();
  await expect(processCard(wizard(page, 0), process.title)).toBeChecked();
});

// React hydrates the server's paint in slices, one task each; a press heard between two of them once changed the
// state mid-way, and React threw the page away for a fresh one at the first step (error 418), the press lost
test('Continue pressed between any two slices of the hydration of a step the server painted goes on, with what was ticked before the code', async ({
  context,
}) => {
  await eachHydrationTask(context, async (page, afterTasks, when) => {
    const release = await holdScripts(page);
    await page.goto(quotes.route, { waitUntil: 'commit' });
    await processCard(wizard(page, 0), process.title).click();
    // the solutions step as the server paints it for a form sent before the code
    await tapAsCodeStarts(page, ['main form button[name="go"][value="next"]:not([hidden])'], { afterTasks });
    await button(wizard(page, 0), qt('continueToSolutions')).click();
    await solutionCard(wizard(page, 1), first!.title).click();
    release();
    expect(await tapped(page)).toEqual([true]);
    await expect(stepHeading(page, 2), `Continue ${when}`).toBeFocused();
    await expectHydrated(page);
    await button(wizard(page, 2), qt('back')).click();
    await expect(solutionCard(wizard(page, 1), first!.title), `Continue ${when}`).toBeChecked();
  });
});

test('nothing moves as the code takes over what was tapped before it came: each button stays under the finger', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(quotes.route, { waitUntil: 'commit' });
  const step = wizard(page, 0);
  await processCard(step, process.title).click();
  const form = fullForm(page);
  const note = form.getByText(quotes.messages.selectedSolutions);
  await expect(note).toBeVisible();
  await form.getByRole('checkbox', { name: first!.title }).click();
  // the page itself hides the note once a box is ticked
  await expect(note).toBeHidden();
  const buttons = [button(step, qt('continueToSolutions')), button(form, qt('generate'))];
  const before = await Promise.all(buttons.map((b) => b.boundingBox()));

  release();
  await expectHydrated(page);
  // the code has the card and shows its score, in the place kept for it
  await expect(step.getByText(qt('processScore', { score: process.score }))).toBeVisible();
  await expect(buttons[1]!).toBeEnabled();
  expect(await Promise.all(buttons.map((b) => b.boundingBox()))).toEqual(before);
  await buttons[0]!.click();
  await expect(stepHeading(page, 1)).toBeFocused();
});
