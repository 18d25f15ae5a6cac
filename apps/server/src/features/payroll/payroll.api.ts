/**
 * The payroll feature's public surface: other features (demo seeding, reports) make a list here. Wage
 * reports read the payroll tables directly (decision 0013), so nothing else is exported for them.
 */

export { isOnLivePayroll } from './payable-shifts.repository';
export {
  insertAndGatherList as createPayrollList,
  type NewPayrollList,
} from './use-cases/create-payroll-list';
