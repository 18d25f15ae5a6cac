// The public surface of @portal/domain/confirmations (decision 0016): import this entry point, not its files.

export * from './confirmations';
export * from './confirmations.contract';
export * from './confirmations.inputs';
export * from './confirmations.rules';
