import { IconCalendarEvent } from '@tabler/icons-react';
import { forEveryRole, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './shifts.paths';

/** The shifts calendar. Its route is composed by the app (app/composed-routes.tsx): the shift drawer carries the invitations feature's button. */
export const shiftsFeature: WebFeature<'shifts', typeof fi> = {
  name: 'shifts',
  menu: [
    {
      group: 'shiftsAndGigs',
      key: 'shiftsCalendar',
      labelKey: 'shifts.menu',
      path: paths.shiftsCalendar,
      icon: IconCalendarEvent,
      access: routeAccess.shiftsCalendar,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'shifts', refreshOn: ['Shift', 'Gig'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
