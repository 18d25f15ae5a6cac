import type { RouteHandle, WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './help.paths';
import type fi from './locales/fi.json';

/** The in-app help (opened from the user menu): the menu's parts, the core loop, shortcuts, terms, support. */
export const helpFeature: WebFeature<'help', typeof fi> = {
  name: 'help',
  appRoutes: [
    {
      path: paths.help,
      handle: { access: routeAccess.help } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/help.page')).HelpPage }),
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
