import type { AddAdjustmentInput, MarkPayrollPaidInput, PayrollDetail } from '@portal/domain/payroll';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import {
  adjustmentKind,
  deleteLine,
  findLinesOf,
  insertLines,
  resumPayrolls,
  updatePayroll,
} from '../payroll.repository';
import { loadPayrollDetail } from './load-payroll';
import {
  assertListAction,
  assertNotPaid,
  auditPayroll,
  getPayrollListRow,
  getPayrollRow,
  type PayrollDependencies,
  type PayrollOptions,
} from './payroll-use-case';
import { assertPaidOn, settleIfAllPaid } from './settle-list';

/** Manual lines sort after the lines gathered from shifts, which are renumbered from 1 on every gathering. */
const adjustmentPositions = 10_000;

/** The payroll and its live list, both locked, refused when the payroll is paid or its list is. */
async function openPayroll(tx: Executor, accountId: string, payrollId: string) {
  const payroll = await getPayrollRow(tx, accountId, payrollId, { forUpdate: true });
  assertNotPaid(payroll);
  const list = await getPayrollListRow(tx, accountId, payroll.payrollListId, { forUpdate: true });
  return { payroll, list };
}

/** A manual line with a required reason (an amount of either sign), audited with who added it and why. */
export async function addAdjustment(
  { db, clock }: PayrollDependencies,
  { actor, accountId, payrollId, input }: PayrollOptions & { input: AddAdjustmentInput },
): Promise<PayrollDetail> {
  return db.transaction(async (tx) => {
    const { payroll, list } = await openPayroll(tx, accountId, payrollId);
    assertListAction(list, 'adjust');
    const lines = await findLinesOf(tx, [payroll.id]);
    const position = Math.max(adjustmentPositions, ...lines.map((line) => line.position)) + 1;
    const now = clock.now();
    await insertLines(tx, [
      {
        accountId,
        payrollId: payroll.id,
        position,
        kind: adjustmentKind,
        incomeType: input.incomeType,
        day: input.day ?? null,
        grossCents: input.grossCents,
        reason: input.reason,
        createdBy: actor.userId,
        createdAt: now,
      },
    ]);
    await resumPayrolls(tx, [payroll.id], now);
    await auditPayroll(tx, actor, {
      accountId,
      subjectId: payroll.id,
      action: 'add_adjustment',
      changes: {
        after: {
          reason: input.reason,
          grossCents: input.grossCents,
          incomeType: input.incomeType,
          day: input.day ?? null,
        },
      },
    });
    return loadPayrollDetail(tx, await getPayrollRow(tx, accountId, payroll.id));
  });
}

/** Removes a manual line (never a line of a shift), audited with what it was. */
export async function removeAdjustment(
  { db, clock }: PayrollDependencies,
  { actor, accountId, payrollId, lineId }: PayrollOptions & { lineId: string },
): Promise<PayrollDetail> {
  return db.transaction(async (tx) => {
    const { payroll, list } = await openPayroll(tx, accountId, payrollId);
    assertListAction(list, 'adjust');
    const line = (await findLinesOf(tx, [payroll.id])).find((candidate) => candidate.id === lineId);
    if (!line || line.kind !== adjustmentKind) {
      throw new DomainError('NOT_FOUND', { id: lineId });
    }
    await deleteLine(tx, payroll.id, lineId);
    await resumPayrolls(tx, [payroll.id], clock.now());
    await auditPayroll(tx, actor, {
      accountId,
      subjectId: payroll.id,
      action: 'remove_adjustment',
      changes: { before: { reason: line.reason, grossCents: line.grossCents, incomeType: line.incomeType } },
    });
    return loadPayrollDetail(tx, await getPayrollRow(tx, accountId, payroll.id));
  });
}

/** Not paid → paid on a day; the payroll is locked from then on, and its list is paid with its last one. */
export async function markPayrollPaid(
  { db, clock }: PayrollDependencies,
  { actor, accountId, payrollId, input }: PayrollOptions & { input: MarkPayrollPaidInput },
): Promise<PayrollDetail> {
  return db.transaction(async (tx) => {
    const { payroll, list } = await openPayroll(tx, accountId, payrollId);
    assertListAction(list, 'markPaid');
    const now = clock.now();
    assertPaidOn(input.paidOn, now);
    const row = await updatePayroll(tx, payroll.id, {
      status: 'paid',
      paidOn: input.paidOn,
      paidBy: actor.userId,
      updatedAt: now,
    });
    await settleIfAllPaid(tx, list, now);
    await auditPayroll(tx, actor, {
      accountId,
      subjectId: payroll.id,
      action: 'mark_paid',
      changes: { before: { status: payroll.status }, after: { status: row.status, paidOn: row.paidOn } },
    });
    return loadPayrollDetail(tx, row);
  });
}
