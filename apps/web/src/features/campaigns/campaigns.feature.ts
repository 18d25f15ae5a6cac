import type { RouteHandle, WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './campaigns.paths';
import type fi from './locales/fi.json';

/**
 * Campaigns (billing, decision 0038): the campaign page; the list is the contracts list's campaigns tab
 * (composed in app/composed-routes.tsx).
 */
export const campaignsFeature: WebFeature<'campaigns', typeof fi> = {
  name: 'campaigns',
  appRoutes: [
    {
      path: paths.campaignsEdit,
      handle: { access: routeAccess.campaignsEdit } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/campaign.page')).CampaignPage }),
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
