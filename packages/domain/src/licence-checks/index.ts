// The public surface of @portal/domain/licence-checks (decision 0016): import this entry point, not its files.

export * from './licence-checks';
export * from './licence-checks.contract';
export * from './licence-checks.inputs';
export * from './licence-rules';
