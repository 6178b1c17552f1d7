import './zod-jitless.js';
import './theme/styles.js';
import './theme/print.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './routes/router.js';
import { cssVariablesResolver, theme } from './theme/theme.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* no QueryClientProvider here: it would put TanStack Query in the start-up bundle; pages pass queryClient */}
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
