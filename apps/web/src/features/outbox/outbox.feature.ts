import { IconMailForward } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './outbox.paths';

/** The account's outgoing e-mail and SMS. */
export const outboxFeature: WebFeature<'outbox', typeof fi> = {
  name: 'outbox',
  appRoutes: [
    {
      path: paths.outbox,
      handle: { access: routeAccess.outbox } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/outbox.page')).OutboxPage }),
    },
  ],
  menu: [
    {
      group: 'settings',
      key: 'outbox',
      labelKey: 'outbox.menu',
      path: paths.outbox,
      icon: IconMailForward,
      // read Outbox: staff who send messages; customers do not see the entry.
      access: routeAccess.outbox,
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
