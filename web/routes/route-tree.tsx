import { createRootRoute, createRoute, redirect, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { departments, index, loadDepartment, loadQuotes, loadReports } from '../definitions.js';
import { embedRoutes } from '../../engine/display/embed.js';
import { EmbedLayout } from '../embed/embed-layout.js';
import { RootLayout } from '../layout/root-layout.js';
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

/**
 * The route options of a page that shows a part of the definitions: the route's loader brings that part, and the
 * router keeps it, never stale, for it never changes while the page is open (left and come back to, the page does
 * not load it again). The page's code loads beside it (lazyPage). The page reads it with route.useLoaderData() into
 * a const of its own: in a typed place (a prop) the hook takes its type from that place, unchecked.
 */
const keptData = <T,>(load: () => Promise<T>) => ({ loader: () => load(), staleTime: Infinity });

// a department's embed (docs/embedding.md): the same wizard and results pages, laid in the bare EmbedLayout (the
// root leaves out the header for a route whose staticData says bare) at /embed/<id> and /embed/<id>/results
const embedWizards = createRoute({ getParentRoute: () => wizards, id: '_embed', component: EmbedLayout, staticData: { bare: true } });
const embedResults = createRoute({ getParentRoute: () => results, id: '_embed', component: EmbedLayout, staticData: { bare: true } });
const embedPages = async () => {
  const [{ EmbedWizard }, { EmbedResults }] = await Promise.all([import('../embed/embed-wizard.js'), import('../embed/embed-results.js')]);
  return { WizardPage: EmbedWizard, ResultsPage: EmbedResults };
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** the page wears no site header (an embed's) */
    bare?: boolean;
  }
}

/**
 * A department page's definition, from its route's loader. The router's types give a route made from a path of the
 * definitions (a string, no literal) the root's id, so its data reads as any such route's or the root's (none); its
 * own loader always gave it.
 */
function loaded<T>(data: T | undefined): T {
  if (data === undefined) throw new Error("the route's loader gave no definition");
  return data;
}

/** a department's page: the route's loader brings its definition */
function departmentPage(path: string, id: string, load: () => Promise<ComponentType<{ department: Department }>>) {
  const route = createRoute({ getParentRoute: () => rootRoute, path, ...keptData(() => loadDepartment(id)) });
  return route.update({
    component: lazyPage(async () => {
      const Page = await load();
      return function DepartmentPage() {
        const department = route.useLoaderData();
        return <Page department={loaded(department)} />;
      };
    }),
  });
}

/**
 * The wizard: ?step=N asking for a question the answers do not reach yet (or no step at all) is corrected in place
 * before the page shows, so reload, Back, Forward and typed addresses never show a question out of reach. The
 * correction needs the definition, so it is the loader's (run again for each step, and awaited even when cached).
 */
function wizardRoute({ id, routes }: DepartmentSummary, parent: typeof wizards | typeof embedWizards = wizards, at = routes.wizard) {
  const route = createRoute({
    getParentRoute: () => parent,
    path: at,
    // the step only: the answers in the address change as the visitor answers, and a new dependency would be a new
    // match, the page mounted again on every tap (they are read from the address, which the page keeps in step)
    loaderDeps: ({ search }) => ({ step: search.step }),
    loader: {
      staleReloadMode: 'blocking',
      handler: async ({ deps, location }) => {
        const [{ correctedSearch }, department] = await Promise.all([import('../wizard/state/wizard-state.js'), loadDepartment(id)]);
        const search = correctedSearch(department, deps.step, validateWizardSearch(location.search).answers);
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's way: the loader throws the redirect
        if (search) throw redirect({ to: at, search, replace: true, resetScroll: false });
        return department;
      },
    },
  });
  return route.update({
    component: lazyPage(async () => {
      const { WizardPage } = await (parent === wizards ? import('../wizard/wizard-page.js') : embedPages());
      return function DepartmentWizard() {
        const department = route.useLoaderData();
        return <WizardPage department={loaded(department)} />;
      };
    }),
  });
}

function resultsRoute({ id, routes }: DepartmentSummary, parent: typeof results | typeof embedResults = results, at = routes.results) {
  const route = createRoute({ getParentRoute: () => parent, path: at, ...keptData(() => loadDepartment(id)) });
  return route.update({
    component: lazyPage(async () => {
      const { ResultsPage } = await (parent === results ? import('../results/results-page.js') : embedPages());
      return function DepartmentResults() {
        const department = route.useLoaderData();
        return <ResultsPage department={loaded(department)} />;
      };
    }),
  });
}

// the quote generator and the report pages take their definitions from a pathless route's loader: its id, unlike a
// path of the definitions, is a literal the router's types know, so the page reads the loader's data typed
const quotes = createRoute({ getParentRoute: () => rootRoute, id: '_quotes', ...keptData(loadQuotes) });
const reports = createRoute({ getParentRoute: () => rootRoute, id: '_reports', ...keptData(loadReports) });

/** the quote generator, from its pathless route's quotes.yaml */
const quotePage = () =>
  createRoute({
    getParentRoute: () => quotes,
    path: index.quotes.route,
    component: lazyPage(async () => {
      const { QuotePage } = await import('../quotes/quote-page.js');
      return function Quotes() {
        const definition = quotes.useLoaderData();
        return <QuotePage quotes={definition} />;
      };
    }),
  });

/** a report page, from its pathless route's reports.yaml: the report served at its path */
const reportPage = (path: string) =>
  createRoute({
    getParentRoute: () => reports,
    path,
    component: lazyPage(async () => {
      const { ReportPage } = await import('../reports/report-route.js');
      return function Report() {
        const definition = reports.useLoaderData();
        return <ReportPage reports={definition} route={path} />;
      };
    }),
  });

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
  wizards.addChildren([
    ...departments.map((d) => wizardRoute(d)),
    embedWizards.addChildren(departments.map((d) => wizardRoute(d, embedWizards, embedRoutes(d.id).wizard))),
  ]),
  results.addChildren([
    ...departments.map((d) => resultsRoute(d)),
    embedResults.addChildren(departments.map((d) => resultsRoute(d, embedResults, embedRoutes(d.id).results))),
  ]),
  quotes.addChildren([quotePage()]),
  reports.addChildren(Object.values(index.reports).map(({ route }) => reportPage(route))),
  page(
    '/insights',
    lazyPage(async () => (await import('../insights/insights-route.js')).default),
  ),
]);
