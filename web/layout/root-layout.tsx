import { Outlet } from '@tanstack/react-router';
import { site } from '../definitions.js';
import { Toaster } from '../toasts/toaster.js';
import { Header } from './header.js';

/** header, the current page and the notifications region */
export function RootLayout() {
  return (
    <>
      <Header />
      <Outlet />
      <Toaster {...site.toasts} />
    </>
  );
}
