import { createPayrollList } from './use-cases/create-payroll-list';
import {
  deletePayrollList,
  payPayrollList,
  refreshPayrollList,
  startPayingPayrollList,
} from './use-cases/list-actions';
import { addAdjustment, markPayrollPaid, removeAdjustment } from './use-cases/payroll-actions';
import { payrollListCsvFile, payslipFile } from './use-cases/payroll-files';
import type { PayrollDependencies } from './use-cases/payroll-use-case';
import { listQuickShifts, sendQuickShifts } from './use-cases/quick-pay';
import { getPayroll, getPayrollList, listPayrollLists } from './use-cases/read-payroll';

export type { PayrollDependencies } from './use-cases/payroll-use-case';

type UseCase<Options, Result> = (dependencies: PayrollDependencies, options: Options) => Result;

function bind<Options, Result>(dependencies: PayrollDependencies, useCase: UseCase<Options, Result>) {
  return (options: Options): Result => useCase(dependencies, options);
}

/**
 * Payroll (issue 14 §2): one use case per file in `use-cases/`. The routes check the account (404 outside
 * the caller's accounts) and the Payroll ability (403): admins, organization-admins and super-admins only.
 */
export function createPayrollService(dependencies: PayrollDependencies) {
  return {
    listPayrollLists: bind(dependencies, listPayrollLists),
    getPayrollList: bind(dependencies, getPayrollList),
    createPayrollList: bind(dependencies, createPayrollList),
    refreshPayrollList: bind(dependencies, refreshPayrollList),
    deletePayrollList: bind(dependencies, deletePayrollList),
    startPayingPayrollList: bind(dependencies, startPayingPayrollList),
    payPayrollList: bind(dependencies, payPayrollList),
    getPayroll: bind(dependencies, getPayroll),
    addAdjustment: bind(dependencies, addAdjustment),
    removeAdjustment: bind(dependencies, removeAdjustment),
    markPayrollPaid: bind(dependencies, markPayrollPaid),
    listQuickShifts: bind(dependencies, listQuickShifts),
    sendQuickShifts: bind(dependencies, sendQuickShifts),
    payrollListCsvFile: bind(dependencies, payrollListCsvFile),
    payslipFile: bind(dependencies, payslipFile),
  };
}

export type PayrollService = ReturnType<typeof createPayrollService>;
