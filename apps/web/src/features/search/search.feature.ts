import type { WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';

/**
 * The global search (Ctrl+K / ⌘K): no screen of its own; the header shows its button (`SearchButton`),
 * which loads the search dialog on first use.
 */
export const searchFeature: WebFeature<'search', typeof fi> = {
  name: 'search',
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
