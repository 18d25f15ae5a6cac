import { IconChartBar } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './application-statistics.paths';
import type fi from './locales/fi.json';

/** Weekly application statistics (issue 16 §4): charts with their numbers as tables, and a CSV file. */
export const applicationStatisticsFeature: WebFeature<'application-statistics', typeof fi> = {
  name: 'application-statistics',
  appRoutes: [
    {
      path: paths.analytics,
      handle: { access: routeAccess.analytics } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/application-statistics.page')).ApplicationStatisticsPage,
      }),
    },
  ],
  menu: [
    {
      group: 'dashboard',
      key: 'analytics',
      labelKey: 'application-statistics.menu',
      path: paths.analytics,
      icon: IconChartBar,
      access: routeAccess.analytics,
      resource: forEveryRole,
    },
  ],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
