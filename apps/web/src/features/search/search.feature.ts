import type { WebFeature } from '@/lib/web-feature';
import de from './locales/de.json';
import en from './locales/en.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

/**
 * The global search (Ctrl+K / ⌘K): no screen of its own; the header shows its button (`SearchButton`),
 * which loads the search dialog on first use.
 */
export const searchFeature: WebFeature<'search', typeof fi> = {
  name: 'search',
  catalogues: { fi, en, de, fr, pt },
};
