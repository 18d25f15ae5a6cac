// The public surface of @portal/domain/accounts (decision 0016): import this entry point, not its files.
export * from './account-settings';
export * from './accounts.contract';
export * from './billing-details';
export * from './billing-details.contract';
export * from './payer-details';
