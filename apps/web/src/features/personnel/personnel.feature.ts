import { IconUsers } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
import { paths, routeAccess } from './personnel.paths';

/** Workers: list, create and the worker page. The worker page is composed by the app (app/composed-routes.tsx) with the other features' worker panels. */
export const personnelFeature: WebFeature<'personnel', typeof fi> = {
  name: 'personnel',
  appRoutes: [
    {
      path: paths.personnelList,
      handle: { access: routeAccess.personnelList } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/workers-list.page')).WorkersListPage }),
    },
    {
      path: paths.personnelCreate,
      handle: { access: routeAccess.personnelCreate } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/worker-create.page')).WorkerCreatePage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'personnel',
      labelKey: 'personnel.menu',
      path: paths.personnelList,
      icon: IconUsers,
      access: routeAccess.personnelList,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'personnel', refreshOn: ['Pool', 'Worker'] }],
  catalogues: { fi, en, de, fr, pt },
};
