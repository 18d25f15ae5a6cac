import type { Interview } from '@portal/domain/interviews';
import { DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { presentInterview } from '../interviews.presenter';
import {
  findApplicant,
  findInterviewWithNames,
  type InterviewRow,
  lockInterview,
} from '../interviews.repository';

// What the interview use cases (one group per file in this folder) share.

export type InterviewsDependencies = { db: Database; clock: Clock };

export type ApplicantIds = { accountId: string; applicantId: string };
export type InterviewIds = ApplicantIds & { interviewId: string };

/** The audit subject of every change to an interview or a template. */
export const auditSubject = 'Interview';

/** The applicant of the account, or 404: another account's applicant is answered as a missing one. */
export async function applicantOf(executor: Executor, ids: ApplicantIds) {
  const applicant = await findApplicant(executor, ids.accountId, ids.applicantId);
  if (!applicant) {
    throw new DomainError('NOT_FOUND', { applicantId: ids.applicantId });
  }
  return applicant;
}

/** The applicant's interview, locked for the transaction, or 404. */
export async function lockedInterview(executor: Executor, ids: InterviewIds): Promise<InterviewRow> {
  const row = await lockInterview(executor, ids);
  if (!row) {
    throw new DomainError('NOT_FOUND', { interviewId: ids.interviewId });
  }
  return row;
}

/** The card's view of the interview as it now is (inside the transaction that changed it). */
export async function cardView(executor: Executor, interviewId: string): Promise<Interview> {
  return presentInterview(await findInterviewWithNames(executor, interviewId));
}
