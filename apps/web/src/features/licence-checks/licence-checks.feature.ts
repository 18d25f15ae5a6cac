import { IconCertificate } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './licence-checks.paths';
import type fi from './locales/fi.json';

/**
 * Licence-register checks (issue 16 §2): the card on the worker page (exported from index.ts, placed by
 * the app) and HR's list of licences and permits that end soon.
 */
export const licenceChecksFeature: WebFeature<'licence-checks', typeof fi> = {
  name: 'licence-checks',
  appRoutes: [
    {
      path: paths.expiring,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/expiring-licences.page')).ExpiringLicencesPage,
      }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'licenceChecks',
      labelKey: 'licence-checks.menu',
      path: paths.expiring,
      icon: IconCertificate,
      access: routeAccess.read,
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
