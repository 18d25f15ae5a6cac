// The public surface of @portal/domain/auth (decision 0016): import this entry point, not its files.
export * from './auth.contract';
export * from './auth.inputs';
