import type { Locale } from '@portal/domain/shared';
import { buildTranslations } from '@/lib/i18n';
import type { WebFeature } from '@/lib/web-feature';
import { webFeatures } from './feature-list';

type CatalogueOf<F> = F extends WebFeature<string, infer Catalogue> ? Catalogue : never;

/**
 * The Finnish catalogue of each feature that has its own, keyed by the feature's name: derived from the
 * feature list, so a registered feature's texts are always type-checked (app/i18next.d.ts).
 */
export type FeatureCatalogues = {
  [F in (typeof webFeatures)[number] as [CatalogueOf<F>] extends [never] ? never : F['name']]: CatalogueOf<F>;
};

/** The catalogues of every feature in one language, keyed by feature name. */
export function featureCataloguesFor(locale: Locale): Record<string, object> {
  return Object.fromEntries(
    webFeatures.flatMap((feature) => {
      const catalogues: Partial<Record<Locale, object>> | undefined = feature.catalogues;
      const catalogue = catalogues?.[locale];
      return catalogue ? [[feature.name, catalogue]] : [];
    }),
  );
}

/** Every text of every locale: the core catalogue and the registered features' catalogues. */
export const translations = buildTranslations(featureCataloguesFor);
