import type { WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths } from './shift-invitations.paths';

/** A worker's answer to a shift invitation (public, no sign-in: the worker has no back-office login); the staff side is composed into the shift drawer by the app. */
export const shiftInvitationsFeature: WebFeature<'shift-invitations', typeof fi> = {
  name: 'shift-invitations',
  publicRoutes: [
    {
      path: paths.shiftInvitation,
      lazy: async () => ({
        Component: (await import('./routes/shift-confirmation.page')).ShiftConfirmationPage,
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
