import { IconMailForward } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './application-invitations.paths';
import type fi from './locales/fi.json';

/**
 * Invitations to apply (issue 16 §1): HR sends a person a link; the public page greets them and leads
 * into the registration of the recruitment feature with the invited address filled in.
 */
export const applicationInvitationsFeature: WebFeature<'application-invitations', typeof fi> = {
  name: 'application-invitations',
  appRoutes: [
    {
      path: paths.list,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/application-invitations.page')).ApplicationInvitationsPage,
      }),
    },
  ],
  publicRoutes: [
    {
      path: paths.invite,
      lazy: async () => ({
        Component: (await import('./routes/application-invitation.page')).ApplicationInvitationPage,
      }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'applicationInvitations',
      labelKey: 'application-invitations.menu',
      path: paths.list,
      icon: IconMailForward,
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
