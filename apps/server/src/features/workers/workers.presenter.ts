import { isLocale } from '@portal/domain/shared';
import type {
  Worker,
  WorkerConfirmedArea,
  WorkerHistoryEntry,
  WorkerPool,
  WorkerSummary,
  WorkerUpcomingShift,
} from '@portal/domain/workers';
import { joinFullName, stepStateOf } from '@portal/domain/workers';
import type { findWorkerHistory } from './worker-history.repository';
import type { findConfirmedAreas, findUpcomingShifts, WorkerRow } from './workers.repository';

/** A personnel list row: contact, role, status and pools; the step state comes from the contract flags. */
export function presentWorkerSummary(row: WorkerRow, pools: WorkerPool[]): WorkerSummary {
  return {
    id: row.id,
    fullName: joinFullName(row.firstName, row.lastName),
    email: row.email,
    mobile: row.mobile,
    profession: row.profession,
    status: row.status,
    confirmed: row.confirmed,
    love: row.love,
    addressCity: row.addressCity,
    addressRegion: row.addressRegion,
    birthday: row.birthday,
    stepState: stepStateOf(row),
    pools,
  };
}

export function presentWorker(row: WorkerRow, pools: WorkerPool[]): Worker {
  return {
    id: row.id,
    // A worker always has an account; the repository only reads workers of one.
    accountId: row.accountId ?? '',
    fullName: joinFullName(row.firstName, row.lastName),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    birthday: row.birthday,
    profession: row.profession,
    employmentType: row.employmentType,
    status: row.status,
    confirmed: row.confirmed,
    love: row.love,
    residency: row.residency,
    locale: isLocale(row.locale) ? row.locale : null,
    addressCity: row.addressCity,
    addressRegion: row.addressRegion,
    applicationSeeking: row.applicationSeeking,
    applicationStart: row.applicationStart,
    applicationEnd: row.applicationEnd,
    workContractSent: row.workContractSent,
    workContractSigned: row.workContractSigned,
    stepState: stepStateOf(row),
    welcomeSentAt: row.welcomeSentAt?.toISOString() ?? null,
    pools,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type UpcomingShiftRow = Awaited<ReturnType<typeof findUpcomingShifts>>[number];
type ConfirmedAreaRow = Awaited<ReturnType<typeof findConfirmedAreas>>[number];
type HistoryRow = Awaited<ReturnType<typeof findWorkerHistory>>[number];

export function presentUpcomingShift(row: UpcomingShiftRow): WorkerUpcomingShift {
  return { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

export function presentConfirmedArea(row: ConfirmedAreaRow): WorkerConfirmedArea {
  return row;
}

/** Field names an update entry changed (its `after` values); other entries name none. */
function changedFieldsOf(changes: Record<string, unknown> | null): string[] {
  const after = changes?.after;
  return after !== null && typeof after === 'object' && !Array.isArray(after) ? Object.keys(after) : [];
}

export function presentHistoryEntry(row: HistoryRow): WorkerHistoryEntry {
  const actorName =
    row.actorFirstName === null || row.actorLastName === null
      ? null
      : joinFullName(row.actorFirstName, row.actorLastName);
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    subject: row.subject,
    actorName,
    fields: row.action === 'update' ? changedFieldsOf(row.changes) : [],
  };
}
