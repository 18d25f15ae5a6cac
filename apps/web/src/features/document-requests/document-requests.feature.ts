import { IconFileDescription } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { DocumentRequestsMenuBadge } from './components/document-requests-menu-badge';
import { paths, routeAccess } from './document-requests.paths';
import type fi from './locales/fi.json';

/**
 * Document requests (issue 15 §2): HR asks workers for documents; the worker answers on a public page. The
 * list page is composed by the app (app/composed-routes.tsx) with the tuberculosis follow-up notice.
 */
export const documentRequestsFeature: WebFeature<'document-requests', typeof fi> = {
  name: 'document-requests',
  appRoutes: [
    {
      path: paths.view,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/document-request.page')).DocumentRequestPage }),
    },
  ],
  publicRoutes: [
    {
      path: paths.answer,
      lazy: async () => ({
        Component: (await import('./routes/document-request-answer.page')).DocumentRequestAnswerPage,
      }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'documentRequests',
      labelKey: 'document-requests.menu',
      path: paths.list,
      icon: IconFileDescription,
      access: routeAccess.read,
      resource: forEveryRole,
      badge: DocumentRequestsMenuBadge,
    },
  ],
  // Staff screens refresh when a request changes: sent, answered through the link, reviewed, cancelled.
  liveQueries: [{ root: 'document-requests', refreshOn: ['DocumentRequest'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
