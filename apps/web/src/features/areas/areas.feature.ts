import { IconBuildingHospital } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './areas.paths';
import type fi from './locales/fi.json';

/** Areas: list and the create/edit screen. */
export const areasFeature: WebFeature<'areas', typeof fi> = {
  name: 'areas',
  appRoutes: [
    {
      path: paths.areasList,
      handle: { access: routeAccess.areas } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/areas-list.page')).AreasListPage }),
    },
    {
      path: paths.areasEdit,
      handle: { access: routeAccess.areas } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/area-edit.page')).AreaEditPage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'areas',
      labelKey: 'areas.menu',
      path: paths.areasList,
      icon: IconBuildingHospital,
      access: routeAccess.areas,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'areas', refreshOn: ['Area'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
