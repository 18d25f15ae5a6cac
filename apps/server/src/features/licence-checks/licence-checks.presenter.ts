import type { ExpiringLicence, LicenceCheck, LicenceCheckFact } from '@portal/domain/licence-checks';
import { daysBetween } from '@portal/domain/shared';
import type { ExpiringCheckRow, LicenceCheckRow, LicenceCheckWithChecker } from './licence-checks.repository';

export function presentCheck(row: LicenceCheckWithChecker): LicenceCheck {
  return {
    id: row.id,
    workerId: row.workerId,
    kind: row.kind,
    register: row.register,
    registrationNumber: row.registrationNumber,
    result: row.result,
    registerShowed: row.registerShowed,
    scope: row.scope,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    evidenceName: row.evidenceName,
    checkedBy: row.checkedBy ? { id: row.checkedBy, name: row.checkedByName ?? '' } : null,
    checkedAt: row.checkedAt.toISOString(),
    superseded: row.superseded,
  };
}

export function presentExpiring(row: ExpiringCheckRow, today: string): ExpiringLicence {
  const validUntil = row.validUntil ?? today;
  return {
    checkId: row.id,
    workerId: row.workerId,
    workerName: row.workerName,
    profession: row.profession,
    kind: row.kind,
    register: row.register,
    registrationNumber: row.registrationNumber,
    validUntil,
    daysLeft: daysBetween(today, validUntil),
  };
}

/** What the booking rules read of a row. */
export function licenceFactOf(row: LicenceCheckRow): LicenceCheckFact {
  return {
    kind: row.kind,
    result: row.result,
    scope: row.scope,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    checkedAt: row.checkedAt,
    superseded: row.superseded,
  };
}
