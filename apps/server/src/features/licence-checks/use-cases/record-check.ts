import type { Actor } from '@portal/domain/access';
import type { LicenceCheck, RecordLicenceCheckValues } from '@portal/domain/licence-checks';
import { recordAudit } from '../../../lib/audit';
import { presentCheck } from '../licence-checks.presenter';
import { findWorkerChecks, insertCheck } from '../licence-checks.repository';
import {
  accountWorkerOrNotFound,
  auditSubject,
  type LicenceChecksDependencies,
  type WorkerIds,
} from './licence-check-use-case';

/**
 * Records what the checker saw in the register, as the signed-in user at the server's time (neither is
 * taken from the body). The earlier check of the same kind is superseded: the newest one is in force.
 */
export async function recordCheck(
  { db, clock }: LicenceChecksDependencies,
  { actor, ids, input }: { actor: Actor; ids: WorkerIds; input: RecordLicenceCheckValues },
): Promise<LicenceCheck> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const worker = await accountWorkerOrNotFound(tx, ids);
    const check = await insertCheck(tx, {
      accountId: ids.accountId,
      workerId: worker.id,
      kind: input.kind,
      register: input.register,
      registrationNumber: input.registrationNumber,
      result: input.result,
      registerShowed: input.registerShowed,
      scope: input.scope,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      checkedBy: actor.userId,
      checkedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: check.id,
      changes: { after: { workerId: worker.id, ...input } },
    });
    const saved = (await findWorkerChecks(tx, ids.accountId, worker.id)).find((row) => row.id === check.id);
    return presentCheck(saved ?? { ...check, checkedByName: null });
  });
}
