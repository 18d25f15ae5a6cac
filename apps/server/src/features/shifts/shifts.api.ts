// The shifts feature's public file: the only one another server feature (or the seed) imports from it.
// Every write to `shifts` goes through the transitions exported here (decision 0011).

export {
  applyGigRule,
  createGigShifts,
  editShiftFromGig,
  type GigShiftEdit,
  insertShifts,
  moveGigShiftsToContract,
  type NewGigShift,
  type ShiftGig,
} from './gig-shift-transitions';
export { type ActionCenterTab, isUnreservedSql, tabCondition } from './shift-conditions';
export {
  createShiftExpiryService,
  type ShiftExpiryDependencies,
  type ShiftExpiryService,
} from './shift-expiry.service';
export {
  bookShift,
  changeShift,
  changeShiftIf,
  noteOnShift,
  type ShiftAudit,
  type ShiftChangeBy,
} from './shift-transitions';
export type { ShiftInsert, ShiftRow } from './shift-writes.repository';
