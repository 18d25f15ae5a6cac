import { IconCalendarStats } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './shift-planning.paths';

/** Upcoming shifts by area and week. The area view is composed by the app (app/composed-routes.tsx): it opens shifts in the shifts feature's drawer. */
export const shiftPlanningFeature: WebFeature<'shift-planning', typeof fi> = {
  name: 'shift-planning',
  appRoutes: [
    {
      path: paths.shiftPlanningList,
      handle: { access: routeAccess.shiftPlanning } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/shift-planning-list.page')).ShiftPlanningListPage,
      }),
    },
  ],
  menu: [
    {
      group: 'shiftsAndGigs',
      key: 'shiftPlanning',
      labelKey: 'shift-planning.menu',
      path: paths.shiftPlanningList,
      icon: IconCalendarStats,
      access: routeAccess.shiftPlanning,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'shift-planning', refreshOn: ['Shift', 'Gig'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
