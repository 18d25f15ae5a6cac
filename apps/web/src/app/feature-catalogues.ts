import { type Locale, locales } from '@portal/domain/shared';
import { loadTranslation, type Translation } from '@/lib/i18n';
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

/** The catalogues of every feature in one language, keyed by feature name (the build puts them in one chunk per language). */
export async function loadFeatureCatalogues(locale: Locale): Promise<Record<string, object>> {
  const loaded = await Promise.all(
    webFeatures.flatMap((feature) => {
      const catalogues: WebFeature<string, object>['catalogues'] = feature.catalogues;
      const load = catalogues?.[locale];
      return load ? [load().then((module) => [feature.name, module.default] as const)] : [];
    }),
  );
  return Object.fromEntries(loaded);
}

/** Every text of one language: the core catalogue and the registered features' catalogues. */
export function loadAppTranslation(locale: Locale): Promise<Translation> {
  return loadTranslation(locale, loadFeatureCatalogues);
}

/** Every text of every language (the tests and the catalogue checks, which want them all at once). */
export async function loadEveryTranslation(): Promise<Record<Locale, Translation>> {
  const loaded = await Promise.all(
    locales.map(async (locale) => [locale, await loadAppTranslation(locale)] as const),
  );
  return Object.fromEntries(loaded) as Record<Locale, Translation>;
}
