// The public surface of @portal/domain/announcements (decision 0016): import this entry point, not its files.

export * from './announcement-status';
export * from './announcements.contract';
export * from './announcements.inputs';
export * from './announcements.views';
