// The public surface of @portal/domain/shifts (decision 0016): import this entry point, not its files.
export * from './calendar-shifts.codec';
export * from './shift';
export * from './shift-delete.rules';
export * from './shift-history.codec';
export * from './shift-history.rules';
export * from './shift-status.rules';
export * from './shift-warnings.rules';
export * from './shifts';
export * from './shifts.contract';
export * from './shifts.inputs';
export * from './shifts.rules';
