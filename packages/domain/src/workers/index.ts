// The public surface of @portal/domain/workers (decision 0016): import this entry point, not its files.

export * from './worker-payment-details';
export * from './worker-payment-details.contract';
export * from './workers';
export * from './workers.contract';
export * from './workers.inputs';
export * from './workers.rules';
