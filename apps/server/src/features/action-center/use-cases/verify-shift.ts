import type { ActionCenterShift } from '@portal/domain/action-center';
import { verificationProblem } from '@portal/domain/action-center';
import {
  type ActionCenterServiceDependencies,
  fail,
  loadForUpdate,
  type ShiftTarget,
  transition,
} from './action-center-use-case';

/** The customer (its areas) or staff verify the confirmed hours: confirmed -> verified. */
export async function verifyShift(
  { db, clock }: ActionCenterServiceDependencies,
  { actor, accountId, shiftId }: ShiftTarget,
): Promise<ActionCenterShift> {
  return db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, actor, accountId, shiftId);
    fail(verificationProblem(row));
    const now = clock.now();
    return transition(tx, actor, row, {
      expected: { status: 'confirmed' },
      at: now,
      values: { status: 'verified', verifiedAt: now, verifiedBy: actor.userId },
      state: 'verified',
      audit: { status: 'verified' },
    });
  });
}
