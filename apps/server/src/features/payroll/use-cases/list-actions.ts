import type { MarkPayrollPaidInput, PayrollListDetail } from '@portal/domain/payroll';
import { DomainError } from '@portal/domain/shared';
import { findPayrollsOfList, updatePayroll, updatePayrollList } from '../payroll.repository';
import { gatherIntoList } from './gather-into-list';
import { loadListDetail } from './load-payroll';
import {
  assertListAction,
  auditPayroll,
  getPayrollListRow,
  type ListOptions,
  type PayrollDependencies,
} from './payroll-use-case';
import { assertPaidOn, settleIfAllPaid } from './settle-list';

/** Re-gathers the period into the not-paid payrolls: shifts verified or fixed since are paid now. */
export async function refreshPayrollList(
  { db, clock, personalData }: PayrollDependencies,
  { actor, accountId, payrollListId }: ListOptions,
): Promise<PayrollListDetail> {
  return db.transaction(async (tx) => {
    const row = await getPayrollListRow(tx, accountId, payrollListId, { forUpdate: true });
    assertListAction(row, 'refresh');
    const result = await gatherIntoList(tx, personalData, row, clock.now());
    await auditPayroll(tx, actor, {
      accountId,
      subjectId: row.id,
      action: 'refresh_list',
      changes: { after: { shifts: result.gathered.length, excluded: result.excluded.length } },
    });
    return loadListDetail(tx, personalData, row, result.excluded);
  });
}

/** Deletes (soft) a list none of whose payrolls is paid: its shifts are free for another list. */
export async function deletePayrollList(
  { db, clock }: PayrollDependencies,
  { actor, accountId, payrollListId }: ListOptions,
): Promise<{ id: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await getPayrollListRow(tx, accountId, payrollListId, { forUpdate: true });
    assertListAction(row, 'delete');
    const payrolls = await findPayrollsOfList(tx, row.id);
    if (payrolls.some((payroll) => payroll.status === 'paid')) {
      throw new DomainError('PAYROLL_LOCKED', { id: row.id });
    }
    await updatePayrollList(tx, row.id, { deletedAt: clock.now(), updatedAt: clock.now() });
    await auditPayroll(tx, actor, {
      accountId,
      subjectId: row.id,
      action: 'delete_list',
      changes: { before: { stage: row.stage, payrolls: payrolls.length } },
    });
    return { id: row.id, deleted: true as const };
  });
}

/** Quick pay: a sent list goes to the payment (sent → paying). */
export async function startPayingPayrollList(
  { db, clock, personalData }: PayrollDependencies,
  { actor, accountId, payrollListId }: ListOptions,
): Promise<PayrollListDetail> {
  return db.transaction(async (tx) => {
    const before = await getPayrollListRow(tx, accountId, payrollListId, { forUpdate: true });
    assertListAction(before, 'startPaying');
    const row = await updatePayrollList(tx, before.id, { stage: 'paying', updatedAt: clock.now() });
    await auditPayroll(tx, actor, {
      accountId,
      subjectId: row.id,
      action: 'start_paying',
      changes: { before: { stage: before.stage }, after: { stage: row.stage } },
    });
    return loadListDetail(tx, personalData, row);
  });
}

/** Marks every not-paid payroll of the list paid on a day; the list is then paid. */
export async function payPayrollList(
  { db, clock, personalData }: PayrollDependencies,
  { actor, accountId, payrollListId, input }: ListOptions & { input: MarkPayrollPaidInput },
): Promise<PayrollListDetail> {
  return db.transaction(async (tx) => {
    const row = await getPayrollListRow(tx, accountId, payrollListId, { forUpdate: true });
    assertListAction(row, 'markPaid');
    const now = clock.now();
    assertPaidOn(input.paidOn, now);
    const notPaid = (await findPayrollsOfList(tx, row.id)).filter((payroll) => payroll.status === 'not-paid');
    for (const payroll of notPaid) {
      await updatePayroll(tx, payroll.id, {
        status: 'paid',
        paidOn: input.paidOn,
        paidBy: actor.userId,
        updatedAt: now,
      });
    }
    const stage = await settleIfAllPaid(tx, row, now);
    await auditPayroll(tx, actor, {
      accountId,
      subjectId: row.id,
      action: 'pay_list',
      changes: { after: { paidOn: input.paidOn, payrolls: notPaid.length, stage } },
    });
    return loadListDetail(tx, personalData, await getPayrollListRow(tx, accountId, row.id));
  });
}
