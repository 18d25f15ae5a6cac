import { IconUserSearch } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './applications.paths';
import type fi from './locales/fi.json';

/**
 * Applications (issue 16 §2): recruiters work the application bank through its steps, phone the call list
 * and confirm applicants as workers. The detail page (routes/application.page.tsx) is composed by the app
 * (app/composed-routes.tsx), which fills its places for the interview card, licence checks, documents and
 * comments from their own features.
 */
export const applicationsFeature: WebFeature<'applications', typeof fi> = {
  name: 'applications',
  appRoutes: [
    {
      path: paths.list,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/applications.page')).ApplicationsPage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'applications',
      labelKey: 'applications.menu',
      path: paths.list,
      icon: IconUserSearch,
      access: routeAccess.read,
      resource: forEveryRole,
    },
  ],
  // The list, the call list and the detail refresh when another recruiter moves, edits or confirms one.
  liveQueries: [{ root: 'applications', refreshOn: ['Application'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
