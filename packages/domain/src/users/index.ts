// The public surface of @portal/domain/users (decision 0016): import this entry point, not its files.
export * from './me.contract';
export * from './profile.inputs';
export * from './user';
