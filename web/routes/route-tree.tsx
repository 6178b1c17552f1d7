import { createRootRoute, createRoute, redirect, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { departments, index, loadDepartment } from '../definitions.js';
import { RootLayout } from '../layout/root-layout.js';
import { extraPages } from './extra-pages.js';
import { HomePage } from '../pages/home-page.js';
import { NotFoundPage } from '../shared/not-found-page.js';
import { lazyPage } from './lazy-page.js';
import { validateResultsSearch, validateWizardSearch } from './search.js';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
const page = (path: string, component: RouteComponent) => createRoute({ getParentRoute: () => rootRoute, path, component });

type DepartmentSummary = (typeof departments)[number];

/** a page of one department: its code and its whole definition load together */
function departmentPage<P extends object>(id: string, load: () => Promise<ComponentType<P & { department: Department }>>, props: P) {
  return lazyPage(async () => {
    const [Page, department] = await Promise.all([load(), loadDepartment(id)]);
    return () => <Page {...props} department={department} />;
  });
}

/**
 * The wizard: ?step=N asking for a question the answers do not reach yet (or no step at all) is corrected in place
 * before the page shows, so reload, Back, Forward and typed addresses never show a question out of reach.
 */
function wizardRoute({ id, routes }: DepartmentSummary) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: routes.wizard,
    validateSearch: validateWizardSearch,
    beforeLoad: async ({ location }) => {
      const [{ correctedSearch }, department] = await Promise.all([import('../wizard/state/wizard-state.js'), loadDepartment(id)]);
      const search = correctedSearch(department, (location.search as { step?: unknown }).step);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's way: beforeLoad throws the redirect
      if (search) throw redirect({ to: routes.wizard, search, replace: true, resetScroll: false });
    },
    component: departmentPage(id, async () => (await import('../wizard/wizard-page.js')).WizardPage, {}),
  });
}

/** a department's landing, wizard and results pages, plus its sample-submit pages */
function departmentRoutes(summary: DepartmentSummary) {
  const { id, routes, samplePages } = summary;
  return [
    page(
      routes.landing,
      departmentPage(id, async () => (await import('../pages/landing-page.js')).LandingPage, {}),
    ),
    wizardRoute(summary),
    createRoute({
      getParentRoute: () => rootRoute,
      path: routes.results,
      validateSearch: validateResultsSearch,
      component: departmentPage(id, async () => (await import('../results/results-page.js')).ResultsPage, {}),
    }),
    ...samplePages.map((sample) =>
      page(
        sample.route,
        departmentPage(id, async () => (await import('../wizard/submit/sample-submit-page.js')).SampleSubmitPage, { sample }),
      ),
    ),
  ];
}

/** every route of the app, made from the definitions when the app starts */
export const routeTree = rootRoute.addChildren([
  page('/', HomePage),
  ...departments.flatMap(departmentRoutes),
  ...extraPages.flatMap((p) =>
    p.paths(index).map((route) =>
      page(
        route,
        lazyPage(async () => {
          const { default: Page } = await p.load();
          return () => <Page route={route} />;
        }),
      ),
    ),
  ),
]);
