import type { WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';

/** A worker's temporary contracts (a panel the app composes into the worker page). */
export const temporaryContractsFeature: WebFeature<'temporary-contracts', typeof fi> = {
  name: 'temporary-contracts',
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
