// The public surface of @portal/domain/messaging (decision 0016): import this entry point, not its files.

export * from './message-targets';
export * from './sms-segments';
