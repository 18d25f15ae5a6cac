// The public surface of @portal/domain/recruitment (decision 0016): import this entry point, not its files.

export * from './registration';
export * from './registration.contract';
export * from './registration.inputs';
