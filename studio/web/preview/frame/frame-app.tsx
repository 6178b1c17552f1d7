import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, redirect, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { Department } from '../../../../engine/schema/index.js';
import { RootLayout } from '../../../../web/layout/root-layout.js';
import { LandingPage } from '../../../../web/pages/landing-page.js';
import { ResultsPage } from '../../../../web/results/results-page.js';
import { resultsRouteId, validateResultsSearch, validateWizardSearch, wizardRouteId } from '../../../../web/routes/search.js';
import { NotFoundPage } from '../../../../web/shared/not-found-page.js';
import { cssVariablesResolver, theme } from '../../../../web/theme/theme.js';
import { correctedSearch } from '../../../../web/wizard/state/wizard-state.js';
import { WizardPage } from '../../../../web/wizard/wizard-page.js';
import { browserDepartment, useFrame } from './frame-state.js';

/** the department the studio sent last */
export function currentDepartment(): Department {
  const { definitions, department } = useFrame.getState();
  return browserDepartment(definitions!, department)!;
}

/** the same, as a hook: the pages render again with each edit, without a reload */
function useDepartment(): Department {
  const { definitions, department } = useFrame();
  return browserDepartment(definitions!, department)!;
}

const Wizard = () => <WizardPage department={useDepartment()} />;
const Results = () => <ResultsPage department={useDepartment()} />;
const Landing = () => <LandingPage department={useDepartment()} />;

/**
 * The product's own pages of one department (its landing, wizard and results, under the site's header) over a
 * memory history: the same components, search rules and step correction as the site's routes (web/routes), fed
 * the studio's definitions.
 */
export function frameRouter(department: Department) {
  const root = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
  const { routes } = department;
  // the site's pathless routes, whose ids the pages read their search from (web/routes/search.ts)
  const wizards = createRoute({ getParentRoute: () => root, id: wizardRouteId.slice(1), validateSearch: validateWizardSearch });
  const resultsParent = createRoute({ getParentRoute: () => root, id: resultsRouteId.slice(1), validateSearch: validateResultsSearch });
  const wizard = createRoute({
    getParentRoute: () => wizards,
    path: routes.wizard,
    beforeLoad: ({ location }) => {
      const search = correctedSearch(currentDepartment(), (location.search as { step?: unknown }).step);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's way: beforeLoad throws the redirect
      if (search) throw redirect({ to: routes.wizard, search, replace: true });
    },
    component: Wizard,
  });
  const results = createRoute({ getParentRoute: () => resultsParent, path: routes.results, component: Results });
  const landing = createRoute({ getParentRoute: () => root, path: routes.landing, component: Landing });
  const tree = root.addChildren([landing, wizards.addChildren([wizard]), resultsParent.addChildren([results])]);
  return createRouter({ routeTree: tree, history: createMemoryHistory({ initialEntries: [routes.wizard] }), caseSensitive: true });
}

export type FrameRouter = ReturnType<typeof frameRouter>;

export function FrameApp({ router }: { router: FrameRouter }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* the product's router type is registered for its own tree; this one holds that tree's pages of one department */}
        <RouterProvider router={router as never} />
      </MantineProvider>
    </StrictMode>
  );
}
