// The public surface of @portal/domain/worker-messages (decision 0016): import this entry point, not its files.

export * from './worker-messages';
export * from './worker-messages.contract';
export * from './worker-messages.inputs';
export * from './worker-messages.rules';
