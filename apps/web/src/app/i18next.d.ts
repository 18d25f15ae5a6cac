import 'i18next';
import type fi from '@/locales/fi.json';
import type { FeatureCatalogues } from './feature-catalogues';

// Translation keys are checked against the Finnish catalogues (core and per feature) (the default language); a test keeps the
// other four catalogues identical in shape. The feature catalogues come from the feature list (app/feature-list.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fi & FeatureCatalogues };
  }
}
