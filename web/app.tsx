import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { PageDirection } from './language/page-direction.js';
import type { AppRouter } from './routes/router.js';
import { site } from './definitions.js';
import { cssVariablesResolver, themeOf } from './theme/theme.js';

// the brand of site.yaml, the same in the server's first paint and the browser
const theme = themeOf(site.theme);

/** the whole app over a router: the same tree the server renders and the browser hydrates */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* no QueryClientProvider here: it would put TanStack Query in the start-up bundle; pages pass queryClient */}
        <PageDirection>
          <RouterProvider router={router} />
        </PageDirection>
      </MantineProvider>
    </StrictMode>
  );
}
