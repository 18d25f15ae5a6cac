// The public surface of @portal/domain/dashboard (decision 0016): import this entry point, not its files.
export * from './dashboard.contract';
