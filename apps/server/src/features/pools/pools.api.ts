/** The pools feature's public surface: a worker's pool memberships, set from the worker's own form. */
export { replaceWorkerPools } from './worker-pools.repository';
