import { businessDayOnOrAfter } from '@portal/domain/payroll';
import { addDays, helsinkiDayKey, startOfMonth } from '@portal/domain/shared';
import { createPayrollList } from '../../features/payroll/payroll.api';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import type { Executor } from '../client';
import { seedIds } from './ids';

/**
 * The demo's payroll (issue 14): last month's verified work of the main demo account on a payroll list paid
 * on the first business day from the 10th of this month, so the payroll lists, payrolls, payslips and the
 * wage reports to make have data right after `npm start`. Before that day the list is left open (not paid),
 * as it would be. The workers the seed leaves without an identity code or bank account show on the list as
 * left out, with the reason.
 */
export type DemoPayroll = {
  payrollListId: string;
  /** The payment day when the list is already paid, else null. */
  paidOn: string | null;
};

export async function seedDemoPayroll(
  executor: Executor,
  cipher: PersonalDataCipher,
  now: Date,
): Promise<DemoPayroll> {
  const today = helsinkiDayKey(now);
  const thisMonth = startOfMonth(today);
  const periodFrom = startOfMonth(addDays(thisMonth, -1));
  const paymentDate = businessDayOnOrAfter(addDays(thisMonth, 9));
  const { row } = await createPayrollList(
    executor,
    cipher,
    null,
    seedIds.accounts.south,
    { kind: 'regular', periodFrom, periodTo: addDays(thisMonth, -1), paymentDate },
    now,
  );
  return { payrollListId: row.id, paidOn: paymentDate <= today ? paymentDate : null };
}
