// The public surface of @portal/domain/campaigns: import this entry point, not its files.
export * from './campaigns';
export * from './campaigns.contract';
export * from './campaigns.inputs';
export * from './campaigns.views';
