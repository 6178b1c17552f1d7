import { createRootRoute, createRoute, redirect, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { departments, index, loadDepartment } from '../definitions.js';
import { RootLayout } from '../layout/root-layout.js';
import { extraPages } from './extra-pages.js';
import { HomePage } from '../pages/home-page.js';
import { lazyPage } from './lazy-page.js';
import { validateResultsSearch, validateWizardSearch } from './search.js';

const rootRoute = createRootRoute({ component: RootLayout });
const page = (path: string, component: RouteComponent) => createRoute({ getParentRoute: () => rootRoute, path, component });

// the search of every wizard and of every results page, validated once for all departments: the pages read it
// typed from these pathless routes (useSearch({ from: wizardRouteId }), ids in search.ts)
const wizards = createRoute({ getParentRoute: () => rootRoute, id: '_wizard', validateSearch: validateWizardSearch });
const results = createRoute({ getParentRoute: () => rootRoute, id: '_results', validateSearch: validateResultsSearch });

type DepartmentSummary = (typeof departments)[number];

// a department's definition never changes while the page is open: loaded once, the router keeps it (never stale)
const departmentData = (id: string) => ({ loader: () => loadDepartment(id), staleTime: Infinity });

/** a department's page: the route's loader brings its definition, the page's code loads beside it */
function departmentPage(path: string, id: string, load: () => Promise<ComponentType<{ department: Department }>>) {
  const route = createRoute({ getParentRoute: () => rootRoute, path, ...departmentData(id) });
  return route.update({
    component: lazyPage(async () => {
      const Page = await load();
      return function DepartmentPage() {
        return <Page department={route.useLoaderData()} />;
      };
    }),
  });
}

/**
 * The wizard: ?step=N asking for a question the answers do not reach yet (or no step at all) is corrected in place
 * before the page shows, so reload, Back, Forward and typed addresses never show a question out of reach. The
 * correction needs the definition, so it is the loader's (run again for each step, and awaited even when cached).
 */
function wizardRoute({ id, routes }: DepartmentSummary) {
  const route = createRoute({
    getParentRoute: () => wizards,
    path: routes.wizard,
    loaderDeps: ({ search }) => ({ step: search.step }),
    loader: {
      staleReloadMode: 'blocking',
      handler: async ({ deps }) => {
        const [{ correctedSearch }, department] = await Promise.all([import('../wizard/state/wizard-state.js'), loadDepartment(id)]);
        const search = correctedSearch(department, deps.step);
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's way: the loader throws the redirect
        if (search) throw redirect({ to: routes.wizard, search, replace: true, resetScroll: false });
        return department;
      },
    },
  });
  return route.update({
    component: lazyPage(async () => {
      const { WizardPage } = await import('../wizard/wizard-page.js');
      return function DepartmentWizard() {
        return <WizardPage department={route.useLoaderData()} />;
      };
    }),
  });
}

function resultsRoute({ id, routes }: DepartmentSummary) {
  const route = createRoute({ getParentRoute: () => results, path: routes.results, ...departmentData(id) });
  return route.update({
    component: lazyPage(async () => {
      const { ResultsPage } = await import('../results/results-page.js');
      return function DepartmentResults() {
        return <ResultsPage department={route.useLoaderData()} />;
      };
    }),
  });
}

/** a department's landing page and its sample-submit pages (its wizard and results sit under the routes above) */
function departmentPages({ id, routes, samplePages }: DepartmentSummary) {
  return [
    departmentPage(routes.landing, id, async () => (await import('../pages/landing-page.js')).LandingPage),
    ...samplePages.map((sample) =>
      departmentPage(sample.route, id, async () => {
        const { SampleSubmitPage } = await import('../wizard/submit/sample-submit-page.js');
        return ({ department }) => <SampleSubmitPage department={department} sample={sample} />;
      }),
    ),
  ];
}

/** every route of the app, made from the definitions when the app starts */
export const routeTree = rootRoute.addChildren([
  page('/', HomePage),
  ...departments.flatMap(departmentPages),
  wizards.addChildren(departments.map(wizardRoute)),
  results.addChildren(departments.map(resultsRoute)),
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
