// The public surface of @portal/domain/customer-contracts: import this entry point, not its files.
export * from './customer-contracts';
export * from './customer-contracts.contract';
export * from './customer-contracts.inputs';
export * from './customer-contracts.views';
export * from './shift-pricing';
