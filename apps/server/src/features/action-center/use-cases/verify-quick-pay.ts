import type { ActionCenterShift } from '@portal/domain/action-center';
import { quickPayVerificationProblem } from '@portal/domain/action-center';
import {
  type ActionCenterServiceDependencies,
  fail,
  loadForUpdate,
  type ShiftTarget,
  transition,
} from './action-center-use-case';

/** Staff verify a confirmed quick-boost shift for quick pay: confirmed -> verified. */
export async function verifyQuickPay(
  { db, clock }: ActionCenterServiceDependencies,
  { actor, accountId, shiftId }: ShiftTarget,
): Promise<ActionCenterShift> {
  return db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, actor, accountId, shiftId);
    fail(quickPayVerificationProblem(row));
    const now = clock.now();
    return transition(tx, actor, row, {
      expected: { tab: 'quick-pay', now },
      at: now,
      values: { status: 'verified', verifiedAt: now, verifiedBy: actor.userId },
      state: 'quick_pay_verified',
      audit: { status: 'verified', quickPay: true },
    });
  });
}
