/** The pools feature's public surface: a worker's pool memberships, set from the worker's own form. */

export { searchPoolsByName } from './pools-search.repository';
export { replaceWorkerPools } from './worker-pools.repository';
