import type { AccountSettings } from '@portal/domain/accounts';
import type { Confirmation, ConfirmationDetail } from '@portal/domain/confirmations';
import { confirmationStateOf, paidHoursOf } from '@portal/domain/confirmations';
import { type WorkDayType, workDayTypes } from '@portal/domain/shifts';
import type { ConfirmationDetailRow, ConfirmationRow } from './confirmations.repository';

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function workDayTypeOf(value: string | null): WorkDayType | null {
  return (workDayTypes as readonly string[]).includes(value ?? '') ? (value as WorkDayType) : null;
}

/** A row as the list shows it; `canVerify` comes from the caller's abilities on the shift's area. */
export function presentConfirmation(
  row: ConfirmationRow,
  settings: AccountSettings,
  canUpdateShift: boolean,
): Confirmation {
  const status = row.status === 'verified' ? 'verified' : 'confirmed';
  return {
    id: row.id,
    title: row.title,
    areaId: row.areaId,
    areaName: row.areaName,
    workerId: row.workerId,
    workerName: row.workerName,
    plannedStartsAt: row.startsAt.toISOString(),
    plannedEndsAt: row.endsAt.toISOString(),
    actualStartsAt: iso(row.actualStartsAt),
    actualEndsAt: iso(row.actualEndsAt),
    breakMinutes: row.breakMinutes,
    kilometres: row.kilometres,
    workDayType: workDayTypeOf(row.workDayType),
    paidHours: paidHoursOf(row, settings),
    status,
    state: confirmationStateOf({ status, inspectionSentAt: row.inspectionSentAt }),
    confirmedAt: iso(row.confirmedAt),
    inspectionSentAt: iso(row.inspectionSentAt),
    verifiedAt: iso(row.verifiedAt),
    canVerify: status === 'confirmed' && canUpdateShift,
  };
}

export function presentConfirmationDetail(
  row: ConfirmationDetailRow,
  settings: AccountSettings,
  canUpdateShift: boolean,
): ConfirmationDetail {
  return {
    ...presentConfirmation(row, settings, canUpdateShift),
    gigId: row.gigId,
    gigTitle: row.gigTitle,
    roleType: row.roleType,
    confirmedByName: row.confirmedByName,
    verifiedByName: row.verifiedByName,
    updates: row.updates,
  };
}
