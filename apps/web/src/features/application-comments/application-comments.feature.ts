import type { WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';

/** Comments on an application (issue 16 §2): a panel (`index.ts`) the app places on the application page. */
export const applicationCommentsFeature: WebFeature<'application-comments', typeof fi> = {
  name: 'application-comments',
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
