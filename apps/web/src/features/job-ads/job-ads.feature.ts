import { IconSpeakerphone } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './job-ads.paths';
import type fi from './locales/fi.json';

/** Job ads (issue 16 §3): HR writes, posts and deletes the ads the public /apply board lists. */
export const jobAdsFeature: WebFeature<'job-ads', typeof fi> = {
  name: 'job-ads',
  appRoutes: [
    {
      path: paths.list,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/job-ads.page')).JobAdsPage }),
    },
    {
      path: paths.create,
      handle: { access: routeAccess.manage } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/job-ad.page')).JobAdPage }),
    },
    {
      path: paths.edit,
      handle: { access: routeAccess.manage } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/job-ad.page')).JobAdPage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'jobAds',
      labelKey: 'job-ads.menu',
      path: paths.list,
      icon: IconSpeakerphone,
      access: routeAccess.read,
      resource: forEveryRole,
    },
  ],
  // Lists and forms refresh when another user saves, posts or deletes an ad.
  liveQueries: [{ root: 'job-ads', refreshOn: ['JobAd'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
