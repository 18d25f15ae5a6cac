// The public surface of @portal/domain/temporary-contracts (decision 0016): import this entry point, not its files.

export * from './temporary-contracts';
export * from './temporary-contracts.contract';
export * from './temporary-contracts.inputs';
