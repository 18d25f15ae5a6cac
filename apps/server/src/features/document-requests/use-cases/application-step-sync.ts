import type { DocumentRequestStatus } from '@portal/domain/document-requests';
import type { ApplicationStep } from '@portal/domain/recruitment';
import type { Executor } from '../../../db/client';
import { recordApplicationStep } from '../../recruitment/recruitment.api';

/** The application step a request's status stands for (decision 0052); cancelling moves nothing. */
const stepOfStatus: Partial<Record<DocumentRequestStatus, ApplicationStep>> = {
  open: 'documents_requested',
  returned: 'documents_requested',
  answered: 'documents_received',
  confirmed: 'documents_confirmed',
};

/**
 * Moves the worker's application, if it has one, when a request is sent or its status changes; the
 * recruitment step table ignores a move it does not allow (a worker who never applied, a later step).
 */
export async function followApplicationStep(
  executor: Executor,
  request: { accountId: string; workerId: string },
  change: { from: DocumentRequestStatus | null; to: DocumentRequestStatus; actorId: string | null; at: Date },
): Promise<void> {
  const to = stepOfStatus[change.to];
  if (!to || change.from === change.to) {
    return;
  }
  await recordApplicationStep(executor, {
    accountId: request.accountId,
    applicantId: request.workerId,
    to,
    actorId: change.actorId,
    at: change.at,
  });
}
