import { createRootRoute, createRoute, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { departments, index, loadDepartment } from '../definitions.js';
import { RootLayout } from '../layout/root-layout.js';
import { extraPages } from './extra-pages.js';
import { HomePage } from '../pages/home-page.js';
import { NotFoundPage } from '../shared/not-found-page.js';
import { lazyPage } from './lazy-page.js';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
const page = (path: string, component: RouteComponent): AnyRoute => createRoute({ getParentRoute: () => rootRoute, path, component });

type DepartmentSummary = (typeof departments)[number];

/** a page of one department: its code and its whole definition load together */
function departmentPage<P extends object>(id: string, load: () => Promise<ComponentType<P & { department: Department }>>, props: P) {
  return lazyPage(async () => {
    const [Page, department] = await Promise.all([load(), loadDepartment(id)]);
    return () => <Page {...props} department={department} />;
  });
}

/** a department's landing, wizard and results pages, plus its sample-submit pages */
function departmentRoutes({ id, routes, samplePages }: DepartmentSummary): AnyRoute[] {
  return [
    page(routes.landing, departmentPage(id, async () => (await import('../pages/landing-page.js')).LandingPage, {})),
    page(routes.wizard, departmentPage(id, async () => (await import('../wizard/wizard-page.js')).WizardPage, {})),
    page(routes.results, departmentPage(id, async () => (await import('../results/results-page.js')).ResultsPage, {})),
    ...samplePages.map((sample) =>
      page(sample.route, departmentPage(id, async () => (await import('../wizard/sample-submit-page.js')).SampleSubmitPage, { sample })),
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
