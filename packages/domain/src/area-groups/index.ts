// The public surface of @portal/domain/area-groups (decision 0016): import this entry point, not its files.

export * from './area-groups';
export * from './area-groups.contract';
export * from './area-groups.inputs';
export * from './area-groups.rules';
