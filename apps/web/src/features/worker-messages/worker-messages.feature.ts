import type { WebFeature } from '@/lib/web-feature';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

/** SMS and e-mail to a worker (a panel the app composes into the worker page). */
export const workerMessagesFeature: WebFeature<'worker-messages', typeof fi> = {
  name: 'worker-messages',
  catalogues: { fi, en, de, fr, pt },
};
