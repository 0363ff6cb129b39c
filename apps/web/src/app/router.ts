import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
