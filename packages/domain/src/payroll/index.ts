// The public surface of @portal/domain/payroll: import this entry point, not its files.
export * from './compensation-rule';
export * from './holiday-compensation';
export * from './income-types';
export * from './kilometre-allowance';
export * from './pay-lines';
export * from './payroll.contract';
export * from './payroll.inputs';
export * from './payroll.views';
export * from './payroll-list-stage';
export * from './personal-identity-code';
export * from './shift-pay';
export * from './wage-report-deadline';
