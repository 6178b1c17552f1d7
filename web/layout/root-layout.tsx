import { Outlet, useMatches } from '@tanstack/react-router';
import { site } from '../definitions.js';
import { NotificationsRegion } from '../notifications/notifications-region.js';
import { Header } from './header/header.js';
import { PageViewBeacon } from './page-view-beacon.js';

/** the page's view beacon, header (but on a bare page), the current page and the notifications region */
export function RootLayout() {
  // an embed's pages (web/embed) wear no header: the host site has its own
  const bare = useMatches({ select: (matches) => matches.some((m) => m.staticData.bare === true) });
  return (
    <>
      <PageViewBeacon />
      {!bare && <Header />}
      <Outlet />
      <NotificationsRegion {...site.toasts} />
    </>
  );
}
