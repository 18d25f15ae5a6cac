import type { Actor } from '@portal/domain/access';
import {
  businessDayOnOrAfter,
  type PayrollListDetail,
  type QuickPayTab,
  type QuickShift,
  type QuickShifts,
  type SendQuickShiftsInput,
} from '@portal/domain/payroll';
import { addDays, DomainError, helsinkiDayKey } from '@portal/domain/shared';
import { findCandidateShifts } from '../payable-shifts.repository';
import { presentListSummary, presentShiftRef } from '../payroll.presenter';
import { findListSums, findPayrollListPage } from '../payroll.repository';
import { findQuickListShifts, findShiftRefs, findUserNames } from '../payroll-reads.repository';
import { insertAndGatherList } from './create-payroll-list';
import { loadListDetail } from './load-payroll';
import type { PayrollDependencies } from './payroll-use-case';

// Quick pay (spec: Quick shifts with Pending, Sent, Paying): verified quick-boosted shifts on no payroll
// are pending; the admin sends picked ones (a quick list, one payroll per worker), starts their payment,
// and marks them paid.

const boostCentsOf = (euros: number | null) => Math.round((euros ?? 0) * 100);

async function pendingShifts({ db }: PayrollDependencies, accountId: string): Promise<QuickShift[]> {
  const shifts = await findCandidateShifts(db, { accountId, quickOnly: true });
  return shifts
    .filter((shift) => shift.status === 'verified')
    .map((shift) => ({
      ...presentShiftRef(shift),
      workerId: shift.workerId,
      workerName: shift.workerName,
      boostCents: boostCentsOf(shift.boostValue),
      payrollListId: null,
      payrollId: null,
      paymentDate: null,
    }));
}

export async function listQuickShifts(
  dependencies: PayrollDependencies,
  { accountId, tab }: { accountId: string; tab: QuickPayTab },
): Promise<QuickShifts> {
  if (tab === 'pending') {
    return { shifts: await pendingShifts(dependencies, accountId), lists: [] };
  }
  const { db } = dependencies;
  const onLists = await findQuickListShifts(db, accountId, tab);
  const refs = await findShiftRefs(
    db,
    onLists.map((item) => item.shiftId),
  );
  const names = await findUserNames(
    db,
    [...refs.values()].flatMap((ref) => (ref.workerId ? [ref.workerId] : [])),
  );
  const shifts = onLists.flatMap((item) => {
    const ref = refs.get(item.shiftId);
    return ref
      ? [
          {
            ...presentShiftRef(ref),
            workerId: ref.workerId,
            workerName: ref.workerId ? (names.get(ref.workerId) ?? null) : null,
            boostCents: boostCentsOf(ref.boostValue),
            payrollListId: item.payrollListId,
            payrollId: item.payrollId,
            paymentDate: item.paymentDate,
          },
        ]
      : [];
  });
  const { rows } = await findPayrollListPage(
    db,
    { accountId, kind: 'quick', stages: [tab] },
    { limit: 100, offset: 0 },
  );
  const sums = await findListSums(
    db,
    rows.map((row) => row.id),
  );
  return { shifts, lists: rows.map((row) => presentListSummary(row, sums.get(row.id))) };
}

/**
 * Sends picked pending shifts: one quick list (stage sent) paid on the given day, by default the next
 * business day. Refused whole (PAYROLL_SHIFTS_NOT_PAYABLE, with each shift's reason) when a picked shift is
 * not pending or cannot be paid.
 */
export async function sendQuickShifts(
  { db, clock, personalData }: PayrollDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: SendQuickShiftsInput },
): Promise<PayrollListDetail> {
  const now = clock.now();
  const paymentDate = input.paymentDate ?? businessDayOnOrAfter(addDays(helsinkiDayKey(now), 1));
  return db.transaction(async (tx) => {
    const shiftIds = [...new Set(input.shiftIds)];
    const candidates = (await findCandidateShifts(tx, { accountId, shiftIds, quickOnly: true })).filter(
      (shift) => shift.status === 'verified',
    );
    const found = new Set(candidates.map((shift) => shift.id));
    const notPending = shiftIds.filter((id) => !found.has(id));
    if (notPending.length > 0) {
      throw new DomainError('PAYROLL_SHIFTS_NOT_PAYABLE', { notPending });
    }
    const days = candidates.map((shift) => helsinkiDayKey(shift.startsAt)).sort();
    const period = { periodFrom: days[0] as string, periodTo: days.at(-1) as string };
    const { row, excluded } = await insertAndGatherList(
      tx,
      personalData,
      actor,
      accountId,
      { ...period, paymentDate, kind: 'quick' },
      now,
      { shiftIds, quickOnly: true },
    );
    if (excluded.length > 0) {
      throw new DomainError('PAYROLL_SHIFTS_NOT_PAYABLE', {
        excluded: excluded.map((shift) => ({ id: shift.id, reason: shift.reason })),
      });
    }
    return loadListDetail(tx, personalData, row);
  });
}
