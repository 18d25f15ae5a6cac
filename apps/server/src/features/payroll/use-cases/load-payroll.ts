import type { ExcludedShift, PayrollDetail, PayrollListDetail } from '@portal/domain/payroll';
import type { Executor } from '../../../db/client';
import type { PersonalDataCipher } from '../../../lib/personal-data-cipher';
import { findWorkerFacts } from '../payable-shifts.repository';
import { presentListDetail, presentPayrollDetail, presentWorkerRow } from '../payroll.presenter';
import {
  findLinesOf,
  findListSums,
  findPayrollsOfList,
  type PayrollListRow,
  type PayrollRow,
} from '../payroll.repository';
import { findShiftRefs, findUserNames } from '../payroll-reads.repository';
import { classifyShifts } from './gather-into-list';
import { getPayrollListRow } from './payroll-use-case';

/**
 * A list as its page shows it: workers with sums, and for a regular list the period's shifts on no
 * payroll with why (read fresh each time, so a fixed contract or worker shows at once). A use case that has
 * just gathered the list passes the shifts it left out, so the period is not paid a second time to say so.
 */
export async function loadListDetail(
  executor: Executor,
  cipher: PersonalDataCipher,
  row: PayrollListRow,
  justLeftOut?: ExcludedShift[],
): Promise<PayrollListDetail> {
  const payrolls = await findPayrollsOfList(executor, row.id);
  const lines = await findLinesOf(
    executor,
    payrolls.map((payroll) => payroll.id),
  );
  const facts = await findWorkerFacts(
    executor,
    payrolls.map((payroll) => payroll.workerId),
  );
  const shiftIdsOf = new Map<string, Set<string>>();
  for (const line of lines) {
    if (line.shiftId) {
      const ids = shiftIdsOf.get(line.payrollId) ?? new Set<string>();
      ids.add(line.shiftId);
      shiftIdsOf.set(line.payrollId, ids);
    }
  }
  const shiftsOf = (payrollId: string) => shiftIdsOf.get(payrollId)?.size ?? 0;
  const workerRows = payrolls
    .map((payroll) =>
      presentWorkerRow(payroll, facts.get(payroll.workerId)?.name ?? '', shiftsOf(payroll.id)),
    )
    .sort((a, b) => a.workerName.localeCompare(b.workerName, 'fi'));
  const excluded =
    row.kind !== 'regular' ? [] : (justLeftOut ?? (await classifyShifts(executor, cipher, row)).excluded);
  const sums = (await findListSums(executor, [row.id])).get(row.id);
  return presentListDetail(row, sums, workerRows, excluded);
}

/** A payroll with its lines in order, each shift line with its shift. */
export async function loadPayrollDetail(executor: Executor, payroll: PayrollRow): Promise<PayrollDetail> {
  const list = await getPayrollListRow(executor, payroll.accountId, payroll.payrollListId);
  const lines = await findLinesOf(executor, [payroll.id]);
  const shifts = await findShiftRefs(
    executor,
    lines.flatMap((line) => (line.shiftId ? [line.shiftId] : [])),
  );
  const names = await findUserNames(executor, [
    payroll.workerId,
    ...lines.flatMap((line) => (line.createdBy ? [line.createdBy] : [])),
  ]);
  return presentPayrollDetail(payroll, list, names.get(payroll.workerId) ?? '', lines, shifts, names);
}
