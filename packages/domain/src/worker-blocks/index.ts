// The public surface of @portal/domain/worker-blocks (decision 0016): import this entry point, not its files.

export * from './worker-blocks';
export * from './worker-blocks.contract';
export * from './worker-blocks.inputs';
export * from './worker-blocks.rules';
export * from './worker-search.contract';
