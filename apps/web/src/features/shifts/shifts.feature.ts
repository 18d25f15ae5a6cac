import { IconCalendarEvent } from '@tabler/icons-react';
import { forEveryRole, type WebFeature } from '@/lib/web-feature';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
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
  catalogues: { fi, en, de, fr, pt },
};
