import type { ActionCenterPerson, ActionCenterShift } from '@portal/domain/action-center';
import { type WorkDayType, workDayTypes } from '@portal/domain/shifts';
import type { ActionCenterRow, PersonRow } from './action-center.repository';

export function fullNameOf(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function workDayTypeOf(value: string | null): WorkDayType | null {
  return (workDayTypes as readonly string[]).includes(value ?? '') ? (value as WorkDayType) : null;
}

/** A shift as the action center lists it; `people` names the workers who asked for it. */
export function presentActionCenterShift(
  row: ActionCenterRow,
  people: ReadonlyMap<string, PersonRow> = new Map(),
): ActionCenterShift {
  const worker: ActionCenterPerson | null =
    row.assignedTo && row.workerFirstName !== null
      ? {
          id: row.assignedTo,
          fullName: fullNameOf({ firstName: row.workerFirstName, lastName: row.workerLastName ?? '' }),
        }
      : null;
  return {
    id: row.id,
    accountId: row.accountId,
    areaId: row.areaId,
    areaName: row.areaName,
    gigId: row.gigId,
    title: row.title,
    roleType: row.roleType,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    worker,
    reservations: row.reservations.flatMap((id) => {
      const person = people.get(id);
      return person ? [{ id, fullName: fullNameOf(person) }] : [];
    }),
    boostType: row.boostType,
    boostValue: row.boostValue,
    actualStartsAt: iso(row.actualStartsAt),
    actualEndsAt: iso(row.actualEndsAt),
    breakMinutes: row.breakMinutes,
    kilometrikorvaus: row.kilometrikorvaus,
    workDayType: workDayTypeOf(row.workDayType),
    confirmedAt: iso(row.confirmedAt),
    inspectionSentAt: iso(row.inspectionSentAt),
    verifiedAt: iso(row.verifiedAt),
  };
}
