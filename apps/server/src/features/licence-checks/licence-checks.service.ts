import type { Actor } from '@portal/domain/access';
import type { RecordLicenceCheckValues } from '@portal/domain/licence-checks';
import { attachEvidence, openEvidence } from './use-cases/evidence';
import type { CheckIds, LicenceChecksDependencies, WorkerIds } from './use-cases/licence-check-use-case';
import { listExpiringChecks, listWorkerChecks } from './use-cases/read-checks';
import { recordCheck } from './use-cases/record-check';

/**
 * Licence-register checks (issue 16 §2): Valvira's registers have no API, so HR records what the register
 * showed, with evidence; the check in force gates booking (licence-checks.api.ts) and HR is reminded
 * before a right ends.
 */
export function createLicenceChecksService(dependencies: LicenceChecksDependencies) {
  return {
    list: (ids: WorkerIds) => listWorkerChecks(dependencies, ids),
    record: (actor: Actor, ids: WorkerIds, input: RecordLicenceCheckValues) =>
      recordCheck(dependencies, { actor, ids, input }),
    expiring: (accountId: string) => listExpiringChecks(dependencies, accountId),
    attachEvidence: (actor: Actor, ids: CheckIds, name: string, content: Buffer) =>
      attachEvidence(dependencies, { actor, ids, name, content }),
    openEvidence: (ids: CheckIds) => openEvidence(dependencies, ids),
  };
}

export type LicenceChecksService = ReturnType<typeof createLicenceChecksService>;
