import { IconMapPins } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './area-groups.paths';
import type fi from './locales/fi.json';

/** Area groups across accounts. */
export const areaGroupsFeature: WebFeature<'area-groups', typeof fi> = {
  name: 'area-groups',
  appRoutes: [
    {
      path: paths.areaGroups,
      handle: { access: routeAccess.areaGroups } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/area-groups.page')).AreaGroupsPage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'areaGroups',
      labelKey: 'area-groups.menu',
      path: paths.areaGroups,
      icon: IconMapPins,
      access: routeAccess.areaGroups,
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
