import { DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../lib/file-storage';
import { findAccountWorker } from '../../workers/workers.api';

// What the licence-check use cases (one per file in this folder) share.

export type LicenceChecksDependencies = { db: Database; clock: Clock; files: FileStorage };

export type WorkerIds = { accountId: string; workerId: string };
export type CheckIds = WorkerIds & { checkId: string };

/** The audit subject of every change here. */
export const auditSubject = 'LicenceCheck';

/** A worker of another account is answered like a missing one: its existence is not confirmed. */
export async function accountWorkerOrNotFound(executor: Executor, ids: WorkerIds) {
  const worker = await findAccountWorker(executor, ids.accountId, ids.workerId);
  if (!worker) {
    throw new DomainError('NOT_FOUND', { id: ids.workerId });
  }
  return worker;
}
