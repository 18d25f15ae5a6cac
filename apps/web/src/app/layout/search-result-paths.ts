import { paths as areaPaths } from '@/features/areas/areas.paths';
import { gigEditPath } from '@/features/gigs/components/gig-paths';
import { poolEditPath } from '@/features/pools/components/pool-paths';
import type { SearchResultPaths } from '@/features/search/components/search-result-paths';
import { workersEditPath } from '@/features/workers/workers.paths';

/** Where a global search hit opens: each kind's own page (the app composes the features). */
export const searchResultPaths: SearchResultPaths = {
  worker: workersEditPath,
  gig: gigEditPath,
  area: (id) => areaPaths.areasEdit.replace(':id?', encodeURIComponent(id)),
  pool: poolEditPath,
};
