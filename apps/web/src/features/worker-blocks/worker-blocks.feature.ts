import type { WebFeature } from '@/lib/web-feature';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

/** Blocking a worker (a panel the app composes into the worker page). */
export const workerBlocksFeature: WebFeature<'worker-blocks', typeof fi> = {
  name: 'worker-blocks',
  liveQueries: [{ root: 'worker-blocks', refreshOn: ['Worker'] }],
  catalogues: { fi, en, de, fr, pt },
};
