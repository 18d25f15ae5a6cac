// The public surface of @portal/domain/employment-contracts (decision 0016): import this entry point, not its files.

export * from './contract-merge-fields';
export * from './contract-signing-rules';
export * from './contract-states';
export * from './employment-contracts';
export * from './employment-contracts.contract';
export * from './employment-contracts.inputs';
