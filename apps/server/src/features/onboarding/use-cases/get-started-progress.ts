import type { GetStartedProgress } from '@portal/domain/onboarding';
import { DomainError } from '@portal/domain/shared';
import type { Database } from '../../../db/client';
import { findAccountWorker } from '../../workers/workers.api';
import { findNewestChecklist } from '../get-started.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

type WorkerIds = { accountId: string; workerId: string };

async function assertWorker(db: Database, ids: WorkerIds) {
  // Another account's worker (or no worker) is answered as not found.
  if (!(await findAccountWorker(db, ids.accountId, ids.workerId))) {
    throw new DomainError('NOT_FOUND');
  }
}

/** HR's view of the worker's newest checklist: dates only, never the values the worker gave. */
export async function getStartedProgress(db: Database, ids: WorkerIds): Promise<GetStartedProgress> {
  await assertWorker(db, ids);
  const checklist = await findNewestChecklist(db, ids);
  return {
    checklist: checklist && {
      id: checklist.id,
      sentAt: checklist.createdAt.toISOString(),
      linkExpiresAt: checklist.linkExpiresAt.toISOString(),
      detailsConfirmedAt: iso(checklist.detailsConfirmedAt),
      bankAccountAt: iso(checklist.paymentDetailsAt),
      taxCardAt: iso(checklist.taxCardAt),
      completedAt: iso(checklist.completedAt),
    },
  };
}

/** The stored tax card of the worker's newest checklist that has one, or NOT_FOUND. */
export async function findWorkerTaxCard(db: Database, ids: WorkerIds) {
  await assertWorker(db, ids);
  const checklist = await findNewestChecklist(db, ids, { withTaxCard: true });
  if (!checklist?.taxCardFileKey || !checklist.taxCardContentType) {
    throw new DomainError('NOT_FOUND');
  }
  return {
    fileKey: checklist.taxCardFileKey,
    contentType: checklist.taxCardContentType,
    sizeBytes: checklist.taxCardSizeBytes ?? 0,
    sha256: checklist.taxCardSha256 ?? '',
  };
}
