// The public surface of @portal/domain/shift-invitations (decision 0016): import this entry point, not its files.

export * from './shift-invitations';
export * from './shift-invitations.contract';
export * from './shift-invitations.inputs';
export * from './shift-invitations.rules';
