import type { RouteHandle, WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './help.paths';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

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
  catalogues: { fi, en, de, fr, pt },
};
