import type { WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';

/** SMS and e-mail to a worker (a panel the app composes into the worker page). */
export const workerMessagesFeature: WebFeature<'worker-messages', typeof fi> = {
  name: 'worker-messages',
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
