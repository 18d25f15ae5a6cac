import { type PayrollListStage, payrollListStageAfter } from '@portal/domain/payroll';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { findPayrollsOfList, type PayrollListRow, updatePayrollList } from '../payroll.repository';
import { stageOf } from './payroll-use-case';

/** 400 PAYROLL_PAID_ON_INVALID for a payment day in the future (Helsinki). */
export function assertPaidOn(paidOn: string, now: Date): void {
  const today = helsinkiDayKey(now);
  if (paidOn > today) {
    throw new DomainError('PAYROLL_PAID_ON_INVALID', { paidOn, today });
  }
}

/** Once every payroll of the list is paid, the list is paid too (its stage machine's settle). */
export async function settleIfAllPaid(
  executor: Executor,
  list: PayrollListRow,
  now: Date,
): Promise<PayrollListStage> {
  const { kind, stage } = stageOf(list);
  const payrolls = await findPayrollsOfList(executor, list.id);
  const after = payrollListStageAfter(kind, stage, 'settle');
  if (after && payrolls.length > 0 && payrolls.every((payroll) => payroll.status === 'paid')) {
    await updatePayrollList(executor, list.id, { stage: after, updatedAt: now });
    return after;
  }
  return stage;
}
