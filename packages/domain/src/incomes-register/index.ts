// The public surface of @portal/domain/incomes-register: import this entry point, not its files.
export * from './ir-codes';
export * from './ir-reports.inputs';
export * from './payer-summary-reports.contract';
export * from './payer-summary-reports.views';
export * from './wage-report-states';
export * from './wage-reports.contract';
export * from './wage-reports.views';
