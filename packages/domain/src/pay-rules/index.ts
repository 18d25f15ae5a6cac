// The public surface of @portal/domain/pay-rules: import this entry point, not its files.
export * from './break-rule';
export * from './collective-agreements';
export * from './finnish-holidays';
export * from './shift-minutes';
