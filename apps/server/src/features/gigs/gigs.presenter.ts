import type { GigDetail, GigShiftView, GigSummary, GigTemplate } from '@portal/domain/gigs';
import { gigLabelOf, pickGigAreaFields } from '@portal/domain/gigs';
import { helsinkiDayKey } from '@portal/domain/shared';
import { displayStateOf, isShiftBooked } from '@portal/domain/shifts';
import type { GigRow, GigShiftRow } from './gigs.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentGigSummary(row: GigRow, now: Date): GigSummary {
  return {
    id: row.id,
    accountId: row.accountId,
    areaId: row.areaId,
    areaName: row.areaName,
    title: row.title,
    status: row.status,
    // Lists never hold deleted gigs; a label is always there.
    label: gigLabelOf(row, now) ?? 'draft',
    roleType: row.roleType,
    contractId: row.contractId,
    contractName: row.contractId ? row.contractName : null,
    availableShifts: row.availableShifts,
    totalShifts: row.totalShifts,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    boosted: row.boosted,
    boostType: row.boostType,
    boostValue: row.boostValue,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentGigShift(row: GigShiftRow, now: Date): GigShiftView {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    endsNextDay: helsinkiDayKey(row.startsAt) !== helsinkiDayKey(row.endsAt),
    status: row.status,
    displayState: displayStateOf(row, now),
    roleType: row.roleType,
    requirements: row.requirements,
    assignedTo: row.assignedTo,
    assigneeName: row.assigneeName,
    reservationsCount: row.reservations.length,
    isBooked: isShiftBooked(row),
    boosted: row.boosted,
    boostType: row.boostType,
    boostValue: row.boostValue,
    updates: row.updates,
  };
}

export function presentGigDetail(row: GigRow, shiftRows: GigShiftRow[], now: Date): GigDetail {
  return {
    ...presentGigSummary(row, now),
    ...pickGigAreaFields(row),
    requirements: row.requirements,
    isPublished: row.isPublished,
    publishedAt: iso(row.publishedAt),
    declinedAt: iso(row.declinedAt),
    declinedByName: row.declinedByName,
    createdByName: row.createdByName,
    updatedAt: row.updatedAt.toISOString(),
    shifts: shiftRows.map((shift) => presentGigShift(shift, now)),
  };
}

export function presentGigTemplate(row: GigRow): GigTemplate {
  return {
    id: row.id,
    templateName: row.templateName ?? row.title,
    areaId: row.areaId,
    areaName: row.areaName,
    title: row.title,
    roleType: row.roleType,
    requirements: row.requirements,
    ...pickGigAreaFields(row),
    boostType: row.boostType,
    boostValue: row.boostValue,
    shifts: row.templateShifts ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}
