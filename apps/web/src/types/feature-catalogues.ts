// The Finnish catalogue of each feature that has its own (features/<feature>/locales/fi.json), so that
// translation keys stay type-checked. Add one line per feature catalogue.
export type FeatureCatalogues = {
  personnel: typeof import('@/features/personnel/locales/fi.json');
  pools: typeof import('@/features/pools/locales/fi.json');
  'worker-blocks': typeof import('@/features/worker-blocks/locales/fi.json');
  'temporary-contracts': typeof import('@/features/temporary-contracts/locales/fi.json');
  'worker-messages': typeof import('@/features/worker-messages/locales/fi.json');
  outbox: typeof import('@/features/outbox/locales/fi.json');
  areas: typeof import('@/features/areas/locales/fi.json');
  'area-groups': typeof import('@/features/area-groups/locales/fi.json');
  'action-center': typeof import('@/features/action-center/locales/fi.json');
  gigs: typeof import('@/features/gigs/locales/fi.json');
  'shift-invitations': typeof import('@/features/shift-invitations/locales/fi.json');
  confirmations: typeof import('@/features/confirmations/locales/fi.json');
  'shift-planning': typeof import('@/features/shift-planning/locales/fi.json');
  shifts: typeof import('@/features/shifts/locales/fi.json');
};
