import type { RouteHandle, WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './sms-broadcasts.paths';

/**
 * Bulk SMS (issue 17 §2): the editor with the recipient count and the confirmed send, and the delivery
 * view. The list is the SMS tab (`SmsBroadcastsTab`, index.ts) the app places on the communications list.
 */
export const smsBroadcastsFeature: WebFeature<'sms-broadcasts', typeof fi> = {
  name: 'sms-broadcasts',
  appRoutes: [
    {
      path: paths.edit,
      handle: { access: routeAccess.manage } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/sms-broadcast-edit.page')).SmsBroadcastEditPage,
      }),
    },
    {
      path: paths.delivery,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/sms-broadcast-delivery.page')).SmsBroadcastDeliveryPage,
      }),
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
