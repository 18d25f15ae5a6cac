import { IconClipboardCheck } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './action-center.paths';
import { ActionCenterMenuBadge } from './components/action-center-menu-badge';
import type fi from './locales/fi.json';

/** Bookings, completions, quick pay and inspection, with the live count in the menu. */
export const actionCenterFeature: WebFeature<'action-center', typeof fi> = {
  name: 'action-center',
  appRoutes: [
    {
      path: paths.actionCenter,
      handle: { access: routeAccess.actionCenter } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/action-center.page')).ActionCenterPage }),
    },
  ],
  menu: [
    {
      group: 'shiftsAndGigs',
      key: 'actionCenter',
      labelKey: 'action-center.menu',
      path: paths.actionCenter,
      icon: IconClipboardCheck,
      access: routeAccess.actionCenter,
      resource: forEveryRole,
      badge: ActionCenterMenuBadge,
    },
  ],
  liveQueries: [{ root: 'action-center', refreshOn: ['Shift', 'Gig', 'AccountSettings'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
