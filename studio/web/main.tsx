import '@mantine/core/styles.css';
import './studio.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './app/studio-app.js';

// the token came in the address: the server keeps it in a cookie now, so the address bar need not show it
if (new URLSearchParams(location.search).has('token')) history.replaceState(null, '', location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider defaultColorScheme="light">
      <StudioApp />
    </MantineProvider>
  </StrictMode>,
);
