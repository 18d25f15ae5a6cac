import type {
  ExcludedShift,
  PayrollDetail,
  PayrollLine,
  PayrollListDetail,
  PayrollListSummary,
  PayrollShiftRef,
  PayrollWorkerRow,
} from '@portal/domain/payroll';
import { canApplyPayrollListAction } from '@portal/domain/payroll';
import { helsinkiDayKey } from '@portal/domain/shared';
import type { PayrollLineRow, PayrollListRow, PayrollRow, PayrollSums } from './payroll.repository';
import { incomeTypeTotalsOf } from './payroll-lines';
import type { ShiftRef } from './payroll-reads.repository';
import { stageOf } from './use-cases/payroll-use-case';

// The payroll answers, built from rows: no SQL here.

export function presentListSummary(row: PayrollListRow, sums: PayrollSums | undefined): PayrollListSummary {
  const { kind, stage } = stageOf(row);
  return {
    id: row.id,
    kind,
    stage,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    paymentDate: row.paymentDate,
    workers: sums?.workers ?? 0,
    paidPayrolls: sums?.paidPayrolls ?? 0,
    paidMinutes: sums?.paidMinutes ?? 0,
    grossCents: sums?.grossCents ?? 0,
    taxExemptCents: sums?.taxExemptCents ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentListDetail(
  row: PayrollListRow,
  sums: PayrollSums | undefined,
  payrolls: PayrollWorkerRow[],
  excluded: ExcludedShift[],
): PayrollListDetail {
  const { kind, stage } = stageOf(row);
  const nonePaid = payrolls.every((payroll) => payroll.status === 'not-paid');
  const anyNotPaid = payrolls.some((payroll) => payroll.status === 'not-paid');
  return {
    ...presentListSummary(row, sums),
    payrolls,
    excluded,
    actions: {
      refresh: canApplyPayrollListAction(kind, stage, 'refresh'),
      delete: nonePaid && canApplyPayrollListAction(kind, stage, 'delete'),
      startPaying: canApplyPayrollListAction(kind, stage, 'startPaying'),
      payAll: anyNotPaid && canApplyPayrollListAction(kind, stage, 'markPaid'),
    },
  };
}

export function presentWorkerRow(payroll: PayrollRow, workerName: string, shifts: number): PayrollWorkerRow {
  return {
    payrollId: payroll.id,
    workerId: payroll.workerId,
    workerName,
    shifts,
    paidMinutes: payroll.paidMinutes,
    grossCents: payroll.grossCents,
    taxExemptCents: payroll.taxExemptCents,
    status: payroll.status,
    paidOn: payroll.paidOn,
  };
}

export function presentShiftRef(shift: ShiftRef): PayrollShiftRef {
  return {
    id: shift.id,
    title: shift.title,
    day: helsinkiDayKey(shift.startsAt),
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    areaName: shift.areaName,
  };
}

function presentLine(
  row: PayrollLineRow,
  shifts: ReadonlyMap<string, ShiftRef>,
  names: ReadonlyMap<string, string>,
): PayrollLine {
  const shift = row.shiftId ? shifts.get(row.shiftId) : undefined;
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    incomeType: row.incomeType,
    day: row.day,
    minutes: row.minutes,
    unitCents: row.unitCents,
    baseUnitCents: row.baseUnitCents,
    kilometreHundredths: row.kilometreHundredths,
    basisPoints: row.basisPoints,
    baseCents: row.baseCents,
    grossCents: row.grossCents,
    taxExempt: row.taxExempt,
    reason: row.reason,
    createdByName: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
    shift: shift ? presentShiftRef(shift) : null,
  };
}

export function presentPayrollDetail(
  payroll: PayrollRow,
  list: PayrollListRow,
  workerName: string,
  lines: readonly PayrollLineRow[],
  shifts: ReadonlyMap<string, ShiftRef>,
  names: ReadonlyMap<string, string>,
): PayrollDetail {
  const { kind, stage } = stageOf(list);
  const open = payroll.status === 'not-paid';
  return {
    id: payroll.id,
    payrollListId: list.id,
    listKind: kind,
    listStage: stage,
    periodFrom: list.periodFrom,
    periodTo: list.periodTo,
    paymentDate: list.paymentDate,
    workerId: payroll.workerId,
    workerName,
    status: payroll.status,
    paidOn: payroll.paidOn,
    paidMinutes: payroll.paidMinutes,
    grossCents: payroll.grossCents,
    taxExemptCents: payroll.taxExemptCents,
    lines: lines.map((line) => presentLine(line, shifts, names)),
    incomeTypeTotals: incomeTypeTotalsOf(lines),
    actions: {
      adjust: open && canApplyPayrollListAction(kind, stage, 'adjust'),
      markPaid: open && canApplyPayrollListAction(kind, stage, 'markPaid'),
    },
  };
}
