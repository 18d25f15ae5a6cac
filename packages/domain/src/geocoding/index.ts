// The public surface of @portal/domain/geocoding (decision 0016): import this entry point, not its files.

export * from './geocoding';
export * from './geocoding.contract';
export * from './geocoding.rules';
