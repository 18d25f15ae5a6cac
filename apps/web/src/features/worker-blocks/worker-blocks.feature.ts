import type { WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';

/** Blocking a worker (a panel the app composes into the worker page). */
export const workerBlocksFeature: WebFeature<'worker-blocks', typeof fi> = {
  name: 'worker-blocks',
  liveQueries: [{ root: 'worker-blocks', refreshOn: ['Worker'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
