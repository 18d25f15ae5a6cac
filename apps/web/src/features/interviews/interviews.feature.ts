import { IconListCheck } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './interviews.paths';
import type fi from './locales/fi.json';

/**
 * Interviews (issue 16 §2): the templates page, and the interview card (`index.ts`) the app places on an
 * application's page.
 */
export const interviewsFeature: WebFeature<'interviews', typeof fi> = {
  name: 'interviews',
  appRoutes: [
    {
      path: paths.templates,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/interview-templates.page')).InterviewTemplatesPage,
      }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'interviewTemplates',
      labelKey: 'interviews.menu',
      path: paths.templates,
      icon: IconListCheck,
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
