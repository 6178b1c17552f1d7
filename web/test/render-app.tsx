import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '../routes/router.js';
import { site } from '../definitions.js';
import { cssVariablesResolver, themeOf } from '../theme/theme.js';

// what jsdom lacks and Mantine reads
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// eslint-disable-next-line @typescript-eslint/unbound-method -- only tested for absence, never called unbound
Element.prototype.scrollIntoView ??= () => {};

/** the whole app (the app's router over the real route tree, made from the real definitions) opened at an address */
export function renderApp(address: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [address] }));
  render(
    <MantineProvider theme={themeOf(site.theme)} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}
