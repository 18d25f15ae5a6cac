import { IconUsers } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
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
  catalogues: { fi, en, de, fr, pt },
};
