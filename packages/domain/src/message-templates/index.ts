// The public surface of @portal/domain/message-templates (decision 0016): import this entry point, not its files.

export * from './message-templates';
export * from './message-templates.contract';
