import type { Actor } from '@portal/domain/access';
import type { ShiftDetail } from '@portal/domain/shifts';
import { isBoostRemovable, noBoost } from '@portal/domain/shifts';
import { assertCan, assertState, changeLockedShift, type ShiftsServiceDependencies } from './shift-use-case';

export type RemoveBoostOptions = { actor: Actor; accountId: string; shiftId: string };

export async function removeBoost(
  dependencies: ShiftsServiceDependencies,
  target: RemoveBoostOptions,
): Promise<ShiftDetail> {
  return changeLockedShift(dependencies, target, async (shift, rights) => {
    assertCan(rights.canManage);
    assertState(isBoostRemovable(shift));
    return {
      patch: { ...noBoost },
      state: 'boost_removed',
      detail: shift.boostType
        ? { kind: 'boost', boostType: shift.boostType, boostValue: shift.boostValue }
        : { kind: 'none' },
      audit: { after: noBoost },
    };
  });
}
