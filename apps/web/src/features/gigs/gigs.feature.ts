import { IconBriefcase } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './gigs.paths';
import type fi from './locales/fi.json';

/** Gigs: the list (where "/" leads) and the create/edit screen. */
export const gigsFeature: WebFeature<'gigs', typeof fi> = {
  name: 'gigs',
  appRoutes: [
    {
      path: paths.gigsList,
      handle: { access: routeAccess.gigs } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/gigs-list.page')).GigsListPage }),
    },
    {
      path: paths.gigsEdit,
      handle: { access: routeAccess.gigs } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/gig-edit.page')).GigEditPage }),
    },
  ],
  menu: [
    {
      group: 'shiftsAndGigs',
      key: 'gigs',
      labelKey: 'gigs.menu',
      path: paths.gigsList,
      icon: IconBriefcase,
      access: routeAccess.gigs,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'gigs', refreshOn: ['Shift', 'Gig'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
