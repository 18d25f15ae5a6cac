// The public surface of @portal/domain/access (decision 0016): import this entry point, not its files.
export * from './abilities';
export * from './actor';
export * from './resource-visibility';
export * from './roles';
