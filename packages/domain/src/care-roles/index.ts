// The public surface of @portal/domain/care-roles (decision 0016): import this entry point, not its files.
export * from './care-roles';
