// The public surface of @portal/domain/outbox (decision 0016): import this entry point, not its files.
export * from './outbox.contract';
