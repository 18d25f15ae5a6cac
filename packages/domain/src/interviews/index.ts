// The public surface of @portal/domain/interviews (decision 0016): import this entry point, not its files.

export * from './interviews';
export * from './interviews.contract';
export * from './interviews.inputs';
export * from './interviews.views';
