import { IconHome } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './dashboard.paths';

/** The home screen with the account figures. */
export const dashboardFeature: WebFeature<'dashboard'> = {
  name: 'dashboard',
  appRoutes: [
    {
      path: paths.dashboardHome,
      handle: { access: routeAccess.dashboardHome } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/dashboard-home.page')).DashboardHomePage }),
    },
  ],
  menu: [
    {
      group: 'dashboard',
      key: 'home',
      labelKey: 'menu.home',
      path: paths.dashboardHome,
      icon: IconHome,
      access: routeAccess.dashboardHome,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'dashboard', refreshOn: ['Shift', 'Gig'] }],
};
