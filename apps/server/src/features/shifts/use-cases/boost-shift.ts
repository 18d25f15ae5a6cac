import type { Actor } from '@portal/domain/access';
import type { BoostShiftInput, ShiftDetail } from '@portal/domain/shifts';
import { isBoostable } from '@portal/domain/shifts';
import { assertCan, assertState, changeLockedShift, type ShiftsServiceDependencies } from './shift-use-case';

export type BoostShiftOptions = { actor: Actor; accountId: string; shiftId: string; input: BoostShiftInput };

export async function boostShift(
  dependencies: ShiftsServiceDependencies,
  { input, ...target }: BoostShiftOptions,
): Promise<ShiftDetail> {
  return changeLockedShift(dependencies, target, async (shift, rights) => {
    assertCan(rights.canManage);
    assertState(isBoostable(shift));
    return {
      patch: { boosted: true, boostType: input.boostType, boostValue: input.boostValue },
      state: 'boosted',
      detail: { kind: 'boost', boostType: input.boostType, boostValue: input.boostValue },
      audit: { after: input },
    };
  });
}
