// The public surface of @portal/domain/pools (decision 0016): import this entry point, not its files.

export * from './pools';
export * from './pools.contract';
export * from './pools.inputs';
export * from './pools.rules';
