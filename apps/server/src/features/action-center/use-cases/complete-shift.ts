import type { ActionCenterShift, CompleteShiftData } from '@portal/domain/action-center';
import { completionPaidHours, completionProblem, completionStateProblem } from '@portal/domain/action-center';
import { DomainError, formatDateTime } from '@portal/domain/shared';
import {
  type ActionCenterServiceDependencies,
  fail,
  loadForUpdate,
  type ShiftTarget,
  transition,
} from './action-center-use-case';

export type CompleteShiftOptions = ShiftTarget & { input: CompleteShiftData };

/** Booked and ended -> confirmed, with the real times, break, kilometres and work-day type. */
export async function completeShift(
  { db, clock }: ActionCenterServiceDependencies,
  { actor, accountId, shiftId, input }: CompleteShiftOptions,
): Promise<ActionCenterShift> {
  const problem = completionProblem(input);
  if (problem) {
    throw new DomainError(problem.code, { field: problem.field });
  }
  return db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, actor, accountId, shiftId);
    const now = clock.now();
    fail(completionStateProblem(row, now));
    const actualStartsAt = new Date(input.actualStartsAt);
    const actualEndsAt = new Date(input.actualEndsAt);
    const paidHours = completionPaidHours(input);
    return transition(tx, actor, row, {
      expected: { tab: 'completions', now },
      at: now,
      values: {
        status: 'confirmed',
        actualStartsAt,
        actualEndsAt,
        breakMinutes: input.breakMinutes,
        kilometrikorvaus: input.kilometrikorvaus,
        workDayType: input.workDayType,
        confirmedAt: now,
        confirmedBy: actor.userId,
      },
      state: 'confirmed',
      detail: {
        kind: 'completion',
        period: `${formatDateTime(actualStartsAt)}–${formatDateTime(actualEndsAt)}`,
        breakMinutes: input.breakMinutes,
        paidHours,
        kilometres: input.kilometrikorvaus,
        workDayType: input.workDayType,
      },
      audit: {
        status: 'confirmed',
        actualStartsAt: input.actualStartsAt,
        actualEndsAt: input.actualEndsAt,
        breakMinutes: input.breakMinutes,
        kilometrikorvaus: input.kilometrikorvaus,
        workDayType: input.workDayType,
        paidHours,
      },
    });
  });
}
