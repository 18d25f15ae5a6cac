import type { Actor } from '@portal/domain/access';
import type { ShiftDetail } from '@portal/domain/shifts';
import { detailOf, readableShift, type ShiftsServiceDependencies } from './shift-use-case';

export type GetShiftOptions = { actor: Actor; accountId: string; shiftId: string };

export async function getShift(
  { db, clock }: ShiftsServiceDependencies,
  { actor, accountId, shiftId }: GetShiftOptions,
): Promise<ShiftDetail> {
  const { shift } = await readableShift(db, actor, accountId, shiftId);
  return detailOf(db, clock, actor, shift);
}
