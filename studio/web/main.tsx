import './mantine-styles.js';
import './studio.css';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, defaultTheme } from '../../web/theme/theme.js';
import { StudioApp } from './app/studio-app.js';

// the token came in the address: the server keeps it in a cookie now, so the address bar need not show it
if (new URLSearchParams(location.search).has('token')) history.replaceState(null, '', location.pathname);

// the studio's light buttons, hovered, keep their text's contrast (Mantine's hover shade, blue 2, gives 4.0:1 behind blue 9)
const studioVariables: CSSVariablesResolver = (t) => {
  const product = cssVariablesResolver(t);
  return { ...product, light: { ...product.light, '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)' } };
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* the product's theme: its colours are the ones held to WCAG contrast */}
    <MantineProvider theme={defaultTheme} cssVariablesResolver={studioVariables} defaultColorScheme="light">
      <StudioApp />
    </MantineProvider>
  </StrictMode>,
);
