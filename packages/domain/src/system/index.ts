// The public surface of @portal/domain/system (decision 0016): import this entry point, not its files.
export * from './system.contract';
