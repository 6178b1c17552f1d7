import '@mantine/core/styles.css';
import './studio.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../../web/theme/theme.js';
import { StudioApp } from './app/studio-app.js';

// the token came in the address: the server keeps it in a cookie now, so the address bar need not show it
if (new URLSearchParams(location.search).has('token')) history.replaceState(null, '', location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* the product's theme: its colours are the ones held to WCAG contrast */}
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <StudioApp />
    </MantineProvider>
  </StrictMode>,
);
