// The public surface of @portal/domain/application-invitations (decision 0016): import this entry point.

export * from './application-invitations';
export * from './application-invitations.contract';
export * from './application-invitations.inputs';
