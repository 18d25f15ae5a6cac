import { type ApplicationStep, canMoveApplication, isApplicationStep } from '@portal/domain/recruitment';
import type { Executor } from '../../../db/client';
import { lockApplicationStep } from '../applications.repository';
import { writeStep } from './application-step';

export type ApplicationStepRecord = {
  accountId: string;
  applicantId: string;
  to: ApplicationStep;
  note?: string | null;
  /** Null when the system moves it (a contract signed by link, a document answered by the worker). */
  actorId: string | null;
  at?: Date;
};

/**
 * Moves an application because of another feature's record (decision 0052): a document request sent,
 * answered or confirmed, a contract sent or signed. Call it inside that feature's transaction. A move
 * the table does not allow is ignored, and so is a person without an application: a contract signed by
 * a worker who never applied changes nothing. True when the step moved.
 */
export async function recordApplicationStep(
  executor: Executor,
  record: ApplicationStepRecord,
): Promise<boolean> {
  const row = await lockApplicationStep(executor, record.accountId, record.applicantId);
  if (!row) {
    return false;
  }
  const from: ApplicationStep = isApplicationStep(row.step) ? row.step : 'applied';
  if (!canMoveApplication(from, record.to)) {
    return false;
  }
  await writeStep(executor, from, {
    accountId: record.accountId,
    applicantId: record.applicantId,
    to: record.to,
    note: record.note ?? null,
    actorId: record.actorId,
    at: record.at ?? new Date(),
  });
  return true;
}
