// The public surface of @portal/domain/personnel (decision 0016): import this entry point, not its files.

export * from './personnel';
export * from './personnel.contract';
export * from './personnel.inputs';
export * from './personnel.rules';
