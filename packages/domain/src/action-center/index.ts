// The public surface of @portal/domain/action-center (decision 0016): import this entry point, not its files.

export * from './action-center';
export * from './action-center.contract';
export * from './action-center.inputs';
export * from './action-center.rules';
