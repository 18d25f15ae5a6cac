import type { WebFeature } from '@/lib/web-feature';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

/** A worker's temporary contracts (a panel the app composes into the worker page). */
export const temporaryContractsFeature: WebFeature<'temporary-contracts', typeof fi> = {
  name: 'temporary-contracts',
  catalogues: { fi, en, de, fr, pt },
};
