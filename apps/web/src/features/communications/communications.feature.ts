import { IconSpeakerphone } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './communications.paths';
import type fi from './locales/fi.json';

/**
 * Communications (issue 17): announcements with a cover image and the worker's preview. The tabbed list
 * is composed by the app (app/communications-tabs.tsx) with the other features' tabs (campaigns, SMS,
 * questionnaires).
 */
export const communicationsFeature: WebFeature<'communications', typeof fi> = {
  name: 'communications',
  appRoutes: [
    {
      path: paths.announcementEdit,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/announcement-edit.page')).AnnouncementEditPage,
      }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'communications',
      labelKey: 'communications.menu',
      path: paths.list,
      icon: IconSpeakerphone,
      access: routeAccess.read,
      resource: forEveryRole,
    },
  ],
  // The list refreshes when an announcement is written or deleted in another window or by a colleague.
  liveQueries: [{ root: 'announcements', refreshOn: ['Announcement'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
