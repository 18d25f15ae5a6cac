import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths as errorPaths } from '@/features/errors/errors.paths';
import { paths as gigsPaths } from '@/features/gigs/gigs.paths';
import { composedPublicRoutes, composedRoutes } from './composed-routes';
import { webFeatures } from './feature-list';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';

/**
 * Every route of the app: the frame (layouts, guard, redirects) around the routes of the registered
 * features (app/feature-list.ts) and the screens the app composes. Pages load lazily; guarded routes name
 * their ability in `handle`.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      // Spec section 2: the default route redirects to the gigs list.
      { index: true, element: <Navigate to={gigsPaths.gigsList} replace /> },
      {
        element: <PublicLayout />,
        children: [...webFeatures.flatMap((feature) => feature.publicRoutes ?? []), ...composedPublicRoutes],
      },
      {
        element: (
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        ),
        children: [
          {
            // The staff shell (menu, search, live events) loads behind the guard: the public pages (shift
            // invitations, document requests) never download it (decisions 0025, 0049).
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: [...webFeatures.flatMap((feature) => feature.appRoutes ?? []), ...composedRoutes],
          },
        ],
      },
      {
        // The error pages and unknown paths (spec: redirected to error-404) keep the frame of whoever lands on
        // them: the signed-in shell with its menu, or the public layout (decision 0028).
        lazy: async () => ({ Component: (await import('./session-frame')).SessionFrame }),
        children: [
          ...webFeatures.flatMap((feature) => feature.anyVisitorRoutes ?? []),
          { path: '*', element: <Navigate to={errorPaths.notFound} replace /> },
        ],
      },
    ],
  },
];
