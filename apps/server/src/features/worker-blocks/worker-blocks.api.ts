/**
 * The worker-blocks feature's public surface: which workers are blocked where, for the features that
 * book or invite workers.
 */
export { findActiveBlocksOfWorkers, findAreaNames } from './worker-blocks.repository';
