// The public surface of @portal/domain/events (decision 0016): import this entry point, not its files.
export * from './events';
