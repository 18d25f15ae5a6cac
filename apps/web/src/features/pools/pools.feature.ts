import { IconUsersGroup } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './pools.paths';

/** Worker pools: list, create and edit. */
export const poolsFeature: WebFeature<'pools', typeof fi> = {
  name: 'pools',
  appRoutes: [
    {
      path: paths.poolsList,
      handle: { access: routeAccess.poolsList } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/pools-list.page')).PoolsListPage }),
    },
    {
      path: paths.poolsCreate,
      handle: { access: routeAccess.poolsCreate } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/pool-create.page')).PoolCreatePage }),
    },
    {
      path: paths.poolsEdit,
      handle: { access: routeAccess.poolsEdit } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/pool-edit.page')).PoolEditPage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'pools',
      labelKey: 'pools.menu',
      path: paths.poolsList,
      icon: IconUsersGroup,
      // Managing pools, so customers (who may not) do not see the entry.
      access: { action: 'create', subject: 'Pool' },
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'pools', refreshOn: ['Pool', 'Worker', 'Area'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
