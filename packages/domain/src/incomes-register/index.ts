// The public surface of @portal/domain/incomes-register: import this entry point, not its files.
export * from './ir-codes';
export * from './ir-reports.inputs';
export * from './wage-report-states';
