import { Outlet } from '@tanstack/react-router';
import { site } from '../definitions.js';
import { NotificationsRegion } from '../notifications/notifications-region.js';
import { Header } from './header/header.js';

/** header, the current page and the notifications region */
export function RootLayout() {
  return (
    <>
      <Header />
      <Outlet />
      <NotificationsRegion {...site.toasts} />
    </>
  );
}
