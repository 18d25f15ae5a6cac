// The public surface of @portal/domain/search (decision 0016): import this entry point, not its files.

export * from './search';
export * from './search.contract';
