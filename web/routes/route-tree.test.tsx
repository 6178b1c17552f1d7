// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as load from 'virtual:definitions-loaders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { departments, index, site } from '../definitions.js';
import { renderApp } from '../test/render-app.js';
import { showsNotFound } from './router.js';

// the quote generator's and the reports' chunks, counted (the departments' are swapped in place below)
vi.mock('virtual:definitions-loaders', async (importOriginal) => {
  const real = await importOriginal<typeof import('virtual:definitions-loaders')>();
  return { ...real, quotes: vi.fn(real.quotes), reports: vi.fn(real.reports) };
});

const [first] = departments;
if (!first) throw new Error('the definitions declare no department');
const real = load.departments[first.id]!;

afterEach(() => {
  cleanup();
  vi.mocked(load.quotes).mockClear();
  vi.mocked(load.reports).mockClear();
  load.departments[first.id] = real;
  sessionStorage.clear();
});

/** counts the loads of the first department's definition (its chunk, in the browser); `fail` makes them fail */
function countLoads(fail = false) {
  const loads = vi.fn(() => (fail ? Promise.reject(new Error('the chunk could not be fetched')) : real()));
  load.departments[first!.id] = loads;
  return loads;
}

describe('the routes', () => {
  it("load a department's definition once for its wizard (the route's loader), not again for the page", async () => {
    const loads = countLoads();
    const router = renderApp(first.routes.wizard);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(first.routes.wizard);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it("keep a department's definition between its pages: the landing, left and come back to, loads it once", async () => {
    const loads = countLoads();
    const router = renderApp(first.routes.landing);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    await router.navigate({ to: '/' });
    await screen.findByRole('heading', { level: 1, name: site.home.heading });
    await router.navigate({ to: first.routes.landing });
    await waitFor(() => expect(router.state.location.pathname).toBe(first.routes.landing));
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it("load the quote generator's definition once (its route's loader), and keep it when left and come back to", async () => {
    const router = renderApp(index.quotes.route);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(index.quotes.route);
    expect(load.quotes).toHaveBeenCalledTimes(1);

    await router.navigate({ to: '/' });
    await screen.findByRole('heading', { level: 1, name: site.home.heading });
    await router.navigate({ to: index.quotes.route });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: site.home.heading })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(load.quotes).toHaveBeenCalledTimes(1);
  });

  it("load the reports' definition once for every report page (their route's loader), and keep it when left and come back to", async () => {
    const [team, company] = Object.values(index.reports).map((r) => r.route);
    expect(company).toBeDefined();
    const router = renderApp(team!);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(load.reports).toHaveBeenCalledTimes(1);

    await router.navigate({ to: company });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(heading.textContent));
    await router.navigate({ to: '/' });
    await screen.findByRole('heading', { level: 1, name: site.home.heading });
    await router.navigate({ to: team });
    await screen.findByRole('heading', { level: 1, name: heading.textContent });
    expect(load.reports).toHaveBeenCalledTimes(1);
  });

  it('show the quote generator that could not load its definition in the site\'s words, and load it on "try again"', async () => {
    vi.mocked(load.quotes).mockRejectedValueOnce(new Error('the chunk could not be fetched'));
    renderApp(index.quotes.route);
    await screen.findByRole('heading', { level: 1, name: site.failed.heading }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: site.failed.retry }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: site.failed.heading })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(load.quotes).toHaveBeenCalledTimes(2);
  });

  it('show the page that could not load in the site\'s words, heading focused, and load it on "try again"', async () => {
    const loads = countLoads(true);
    renderApp(first.routes.landing);
    const heading = await screen.findByRole('heading', { level: 1, name: site.failed.heading }, { timeout: 10_000 });
    expect(screen.getByText(site.failed.hint)).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: site.failed.home })).toHaveAttribute('href', '/');

    loads.mockImplementation(real);
    await userEvent.click(screen.getByRole('button', { name: site.failed.retry }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: site.failed.heading })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('show the 404 page, heading focused, at an address no route claims', async () => {
    const router = renderApp('/no-such-page');
    const heading = await screen.findByRole('heading', { level: 1, name: site.notFound.heading }, { timeout: 10_000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(showsNotFound(router)).toBe(true);
  });

  it('tell a found page from the 404 page', async () => {
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: site.home.heading }, { timeout: 10_000 });
    expect(showsNotFound(router)).toBe(false);
  });
});
