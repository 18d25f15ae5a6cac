import type { WebFeature } from '@/lib/web-feature';

/** The new-version check (the app shell mounts it); no screen of its own. */
export const systemFeature: WebFeature<'system'> = {
  name: 'system',
};
