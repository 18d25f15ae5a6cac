// The public surface of @portal/domain/application-statistics (decision 0016): import this entry point.

export * from './application-statistics';
export * from './application-statistics.contract';
export * from './application-statistics.inputs';
export * from './statistics-rules';
