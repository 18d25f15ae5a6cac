// The public surface of @portal/domain/areas (decision 0016): import this entry point, not its files.

export * from './areas';
export * from './areas.contract';
export * from './areas.inputs';
export * from './areas.rules';
