// The public surface of @portal/domain/recruitment (decision 0016): import this entry point, not its files.

export * from './application-steps';
export * from './applications';
export * from './applications.contract';
export * from './applications.inputs';
export * from './applications.rules';
export * from './registration';
export * from './registration.contract';
export * from './registration.inputs';
