import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** a route component made on demand; the router loads its code (beside the route's loader) before showing it */
export const lazyPage = (load: () => Promise<() => ReactNode>): RouteComponent => lazyRouteComponent(async () => ({ default: await load() }));
