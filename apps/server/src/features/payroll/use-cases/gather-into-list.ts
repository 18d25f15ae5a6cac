import { type ExcludedShift, holidayCompensationLineOf, type PayLine } from '@portal/domain/payroll';
import { endOfMonth } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import type { PersonalDataCipher } from '../../../lib/personal-data-cipher';
import { campaignsForShifts } from '../../campaigns/campaigns.api';
import { findBreakRule, findInvoiceContracts } from '../../invoices/invoices.api';
import { findWorkerPaymentDetails } from '../../workers/workers.api';
import {
  type CandidateShift,
  findCandidateShifts,
  findOtherMonthsOfWork,
  findWorkerFacts,
} from '../payable-shifts.repository';
import {
  deleteEmptyPayrolls,
  deleteGeneratedLines,
  findOrInsertPayrolls,
  findPayrollsOfList,
  insertLines,
  lockAccountPayroll,
  type NewPayrollLine,
  type PayrollListRow,
  type PayrollRow,
  resumPayrolls,
} from '../payroll.repository';
import { type Gathered, gatherShifts, type PaidShift } from '../payroll-gathering';
import { lineValuesOf } from '../payroll-lines';

/** Which shifts a gathering looks at: the list's period, or (quick pay) picked shifts. */
export type ShiftSelection = { shiftIds?: readonly string[]; quickOnly?: boolean };

/** Sorts the selected shifts into paid and excluded, without writing anything. */
export async function classifyShifts(
  executor: Executor,
  cipher: PersonalDataCipher,
  list: Pick<PayrollListRow, 'accountId' | 'periodFrom' | 'periodTo'>,
  selection: ShiftSelection = {},
): Promise<Gathered & { candidates: CandidateShift[] }> {
  const candidates = await findCandidateShifts(executor, {
    accountId: list.accountId,
    ...(selection.shiftIds ? { shiftIds: selection.shiftIds } : { from: list.periodFrom, to: list.periodTo }),
    quickOnly: selection.quickOnly ?? false,
  });
  const workerIds = candidates.flatMap((shift) => (shift.workerId ? [shift.workerId] : []));
  const contracts = await findInvoiceContracts(executor, list.accountId);
  const gathered = gatherShifts(candidates, {
    contracts: new Map(contracts.map((contract) => [contract.id, contract])),
    breakRule: await findBreakRule(executor, list.accountId),
    campaigns: await campaignsForShifts(executor, list.accountId, list.periodFrom, list.periodTo),
    paymentDetails: await findWorkerPaymentDetails(executor, cipher, workerIds),
  });
  return { ...gathered, candidates };
}

type MonthWork = { days: Set<string>; minutes: number; lines: PayLine[] };

/**
 * A worker's holiday compensation lines, one per calendar month that earns it: the month's work counts this
 * payroll's shifts and the worker's shifts on other live payrolls, `other` (decision 0040; domain-rules §4.5).
 */
function holidayLines(
  other: ReadonlyMap<string, { days: Set<string>; minutes: number }>,
  workerId: string,
  employmentStart: string,
  paid: readonly PaidShift[],
): Omit<NewPayrollLine, 'accountId' | 'payrollId' | 'position'>[] {
  const months = new Map<string, MonthWork>();
  for (const { pay } of paid) {
    const month = months.get(pay.dayKey.slice(0, 7)) ?? { days: new Set<string>(), minutes: 0, lines: [] };
    month.days.add(pay.dayKey);
    month.minutes += pay.paidMinutes;
    month.lines.push(...pay.lines);
    months.set(pay.dayKey.slice(0, 7), month);
  }
  const keys = [...months.keys()].sort();
  return keys.flatMap((key) => {
    const month = months.get(key) as MonthWork;
    const before = other.get(`${workerId}|${key}`);
    const days = new Set([...month.days, ...(before?.days ?? [])]);
    const lastDay = endOfMonth(`${key}-01`);
    const line = holidayCompensationLineOf(
      { workDays: days.size, workedMinutes: month.minutes + (before?.minutes ?? 0) },
      month.lines,
      employmentStart,
      lastDay,
    );
    return line ? [{ ...lineValuesOf(line), day: lastDay }] : [];
  });
}

/**
 * (Re-)gathers a list: the not-paid payrolls lose their shift and holiday compensation lines (their
 * adjustments stay), then every payable shift of the selection is paid onto its worker's payroll, holiday
 * compensation added, the sums stored; payrolls left empty go. A worker whose payroll on the list is paid
 * is locked out: their new shifts wait for the next list. Answers the shifts left out and why.
 */
export async function gatherIntoList(
  executor: Executor,
  cipher: PersonalDataCipher,
  list: PayrollListRow,
  now: Date,
  selection: ShiftSelection = {},
): Promise<{ gathered: PaidShift[]; excluded: ExcludedShift[] }> {
  await lockAccountPayroll(executor, list.accountId);
  const existing = await findPayrollsOfList(executor, list.id);
  const paidWorkers = new Set(existing.filter((row) => row.status === 'paid').map((row) => row.workerId));
  await deleteGeneratedLines(
    executor,
    existing.filter((row) => row.status === 'not-paid').map((row) => row.id),
  );
  const { paid, excluded } = await classifyShifts(executor, cipher, list, selection);
  const byWorker = new Map<string, PaidShift[]>();
  for (const item of paid) {
    if (paidWorkers.has(item.shift.workerId)) {
      const shift = item.shift;
      excluded.push({
        id: shift.id,
        title: shift.title,
        day: item.pay.dayKey,
        startsAt: shift.startsAt.toISOString(),
        endsAt: shift.endsAt.toISOString(),
        areaName: shift.areaName,
        workerId: shift.workerId,
        workerName: shift.workerName,
        reason: { code: 'payrollPaid' },
      });
      continue;
    }
    const items = byWorker.get(item.shift.workerId) ?? [];
    items.push(item);
    byWorker.set(item.shift.workerId, items);
  }
  const facts = await findWorkerFacts(executor, [...byWorker.keys()]);
  const days = [...byWorker.values()]
    .flat()
    .map((item) => item.pay.dayKey)
    .sort();
  const otherWork =
    days.length === 0
      ? new Map()
      : await findOtherMonthsOfWork(executor, {
          workerIds: [...byWorker.keys()],
          from: days[0] as string,
          to: days.at(-1) as string,
          exceptListId: list.id,
        });
  const payrollOf = await findOrInsertPayrolls(
    executor,
    { accountId: list.accountId, payrollListId: list.id },
    [...byWorker.keys()],
  );
  const touched: string[] = [];
  const lines: NewPayrollLine[] = [];
  for (const [workerId, items] of byWorker) {
    const payroll = payrollOf.get(workerId) as PayrollRow;
    touched.push(payroll.id);
    const shiftLines = items.flatMap(({ shift, pay }) =>
      pay.lines.map((line) => ({ ...lineValuesOf(line), shiftId: shift.id, day: pay.dayKey })),
    );
    const employmentStart = facts.get(workerId)?.employmentStart ?? list.periodFrom;
    const workerLines = [...shiftLines, ...holidayLines(otherWork, workerId, employmentStart, items)];
    lines.push(
      ...workerLines.map((line, index) => ({
        ...line,
        accountId: list.accountId,
        payrollId: payroll.id,
        position: index + 1,
      })),
    );
  }
  await insertLines(executor, lines);
  const notPaid = existing.filter((row) => row.status === 'not-paid').map((row) => row.id);
  await resumPayrolls(executor, [...new Set([...notPaid, ...touched])], now);
  await deleteEmptyPayrolls(executor, list.id);
  return { gathered: paid.filter((item) => !paidWorkers.has(item.shift.workerId)), excluded };
}
