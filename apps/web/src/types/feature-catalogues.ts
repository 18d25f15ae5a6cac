// The Finnish catalogue of each feature that has its own (features/<feature>/locales/fi.json), so that
// translation keys stay type-checked. Add one line per feature catalogue.
export type FeatureCatalogues = {
  personnel: typeof import('@/features/personnel/locales/fi.json');
  pools: typeof import('@/features/pools/locales/fi.json');
};
