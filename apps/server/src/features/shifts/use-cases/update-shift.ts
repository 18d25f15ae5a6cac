import type { Actor } from '@portal/domain/access';
import type { ShiftDetail, UpdateShiftInput } from '@portal/domain/shifts';
import { boostAfterUpdate, isEditable, statusAfterUpdate } from '@portal/domain/shifts';
import { boostOf } from '../shifts.repository';
import { assertCan, assertState, changeLockedShift, type ShiftsServiceDependencies } from './shift-use-case';

export type UpdateShiftOptions = {
  actor: Actor;
  accountId: string;
  shiftId: string;
  input: UpdateShiftInput;
};

/** Times, role and requirements; the status and boost follow the spec's update rules. */
export async function updateShift(
  dependencies: ShiftsServiceDependencies,
  { input, ...target }: UpdateShiftOptions,
): Promise<ShiftDetail> {
  return changeLockedShift(dependencies, target, async (shift, rights) => {
    assertCan(rights.canUpdate);
    assertState(isEditable(shift));
    const status = statusAfterUpdate({
      assignedTo: shift.assignedTo,
      isDraft: shift.isDraft,
      status: shift.status,
    });
    const next = {
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      roleType: input.roleType || null,
      requirements: input.requirements || null,
    };
    const changedFields = [
      shift.startsAt.getTime() !== next.startsAt.getTime() ? 'startsAt' : null,
      shift.endsAt.getTime() !== next.endsAt.getTime() ? 'endsAt' : null,
      shift.roleType !== next.roleType ? 'roleType' : null,
      shift.requirements !== next.requirements ? 'requirements' : null,
    ].filter((field): field is string => field !== null);
    return {
      patch: { ...next, status, ...boostAfterUpdate(status, boostOf(shift)) },
      state: 'updated',
      detail: { kind: 'fields', fields: changedFields },
      audit: {
        before: {
          startsAt: shift.startsAt.toISOString(),
          endsAt: shift.endsAt.toISOString(),
          roleType: shift.roleType,
          requirements: shift.requirements,
        },
        after: { ...input, status },
      },
    };
  });
}
