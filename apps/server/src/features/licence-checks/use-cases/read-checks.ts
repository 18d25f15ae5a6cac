import {
  type ExpiringLicences,
  licenceExpiryWindowDays,
  type WorkerLicenceChecks,
} from '@portal/domain/licence-checks';
import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import { presentCheck, presentExpiring } from '../licence-checks.presenter';
import { findExpiringChecks, findWorkerChecks } from '../licence-checks.repository';
import { findWorkerProfession } from '../worker-profession.repository';
import {
  accountWorkerOrNotFound,
  type LicenceChecksDependencies,
  type WorkerIds,
} from './licence-check-use-case';

export async function listWorkerChecks(
  { db }: LicenceChecksDependencies,
  ids: WorkerIds,
): Promise<WorkerLicenceChecks> {
  await accountWorkerOrNotFound(db, ids);
  const [checks, profession] = await Promise.all([
    findWorkerChecks(db, ids.accountId, ids.workerId),
    findWorkerProfession(db, ids.workerId),
  ]);
  return { workerId: ids.workerId, profession, checks: checks.map(presentCheck) };
}

/** HR's list: rights in force that end within the window, and those that have already ended. */
export async function listExpiringChecks(
  { db, clock }: LicenceChecksDependencies,
  accountId: string,
): Promise<ExpiringLicences> {
  const today = helsinkiDayKey(clock.now());
  const rows = await findExpiringChecks(db, { accountId, until: addDays(today, licenceExpiryWindowDays) });
  return { items: rows.map((row) => presentExpiring(row, today)) };
}
