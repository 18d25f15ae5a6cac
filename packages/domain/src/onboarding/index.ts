// The public surface of @portal/domain/onboarding (decision 0016): import this entry point, not its files.

export * from './get-started';
export * from './get-started.contract';
export * from './tuberculosis-questions';
export * from './tuberculosis-surveys';
export * from './tuberculosis-surveys.contract';
