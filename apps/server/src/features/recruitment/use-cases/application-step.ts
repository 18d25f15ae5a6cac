import { type ApplicationStep, canMoveApplication, isApplicationStep } from '@portal/domain/recruitment';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { insertStepEvent, lockApplicationStep, setApplicationStep } from '../applications.repository';

export type StepWrite = {
  accountId: string;
  applicantId: string;
  to: ApplicationStep;
  note: string | null;
  /** Null when the system moves it (another feature's record). */
  actorId: string | null;
  at: Date;
};

/** The application's step, locked for the rest of the transaction; 404 when the account has none. */
export async function lockedStep(
  tx: Executor,
  accountId: string,
  applicantId: string,
): Promise<ApplicationStep> {
  const row = await lockApplicationStep(tx, accountId, applicantId);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id: applicantId });
  }
  return isApplicationStep(row.step) ? row.step : 'applied';
}

/**
 * Writes a history entry from the current step and, when the step changes, the new step; announces the
 * application (subject Application) so open lists and details refresh. `from === to` is an entry
 * without a move (a call that reached the applicant). The caller has checked the move.
 */
export async function writeStep(tx: Executor, from: ApplicationStep, write: StepWrite): Promise<string> {
  if (from !== write.to) {
    await setApplicationStep(tx, write.applicantId, write.to, write.at);
  }
  const eventId = await insertStepEvent(tx, {
    accountId: write.accountId,
    applicantId: write.applicantId,
    fromStep: from,
    toStep: write.to,
    note: write.note,
    actorId: write.actorId,
    at: write.at,
  });
  // The note may name the applicant's situation: the audit keeps the steps only.
  await recordAudit(tx, {
    actorId: write.actorId,
    accountId: write.accountId,
    action: from === write.to ? 'record-call' : 'move-step',
    subject: 'WorkerApplication',
    subjectId: write.applicantId,
    changes: { before: { step: from }, after: { step: write.to } },
  });
  await publishChange(tx, {
    accountId: write.accountId,
    subject: 'Application',
    id: write.applicantId,
    action: 'updated',
  });
  return eventId;
}

/** Moves the application when the table allows it, or refuses with APPLICATION_STEP_NOT_ALLOWED. */
export async function moveStep(tx: Executor, write: StepWrite): Promise<string> {
  const from = await lockedStep(tx, write.accountId, write.applicantId);
  if (!canMoveApplication(from, write.to)) {
    throw new DomainError('APPLICATION_STEP_NOT_ALLOWED', { from, to: write.to });
  }
  return writeStep(tx, from, write);
}
