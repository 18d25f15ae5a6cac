import { IconChecklist } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './confirmations.paths';
import type fi from './locales/fi.json';

/** Confirmed and verified shifts: list and view. */
export const confirmationsFeature: WebFeature<'confirmations', typeof fi> = {
  name: 'confirmations',
  appRoutes: [
    {
      path: paths.confirmationsList,
      handle: { access: routeAccess.confirmations } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/confirmations-list.page')).ConfirmationsListPage,
      }),
    },
    {
      path: paths.confirmationsView,
      handle: { access: routeAccess.confirmations } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/confirmation-view.page')).ConfirmationViewPage,
      }),
    },
  ],
  menu: [
    {
      group: 'shiftsAndGigs',
      key: 'confirmations',
      labelKey: 'confirmations.menu',
      path: paths.confirmationsList,
      icon: IconChecklist,
      access: routeAccess.confirmations,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'confirmations', refreshOn: ['Shift', 'Gig'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
