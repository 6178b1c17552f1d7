import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/** a route component made on demand (its code and data load together); the router preloads it before showing it */
export const lazyPage = (load: () => Promise<ComponentType>): RouteComponent => lazyRouteComponent(async () => ({ default: await load() })) as RouteComponent;
