import { IconUsers } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './workers.paths';

/** Workers: list, create and the worker page. The worker page is composed by the app (app/composed-routes.tsx) with the other features' worker panels. */
export const workersFeature: WebFeature<'workers', typeof fi> = {
  name: 'workers',
  appRoutes: [
    {
      path: paths.workersList,
      handle: { access: routeAccess.workersList } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/workers-list.page')).WorkersListPage }),
    },
    {
      path: paths.workersCreate,
      handle: { access: routeAccess.workersCreate } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/worker-create.page')).WorkerCreatePage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'workers',
      labelKey: 'workers.menu',
      path: paths.workersList,
      icon: IconUsers,
      access: routeAccess.workersList,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'workers', refreshOn: ['Pool', 'Worker'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
