import type { Actor } from '@portal/domain/access';
import {
  type ApplicationMoved,
  type ApplicationStep,
  applicationStepMovers,
  type CallOutcome,
  canMoveApplication,
} from '@portal/domain/recruitment';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { confirmApplicant as confirmWorker } from '../../workers/workers.api';
import { presentHistoryEntry } from '../applications.presenter';
import { findStepEvents } from '../applications.repository';
import { lockedStep, moveStep, writeStep } from './application-step';
import type { ApplicationsDependencies } from './application-use-case';
import { getApplication } from './read-applications';

type Target = { accountId: string; applicantId: string };

async function movedAnswer(
  executor: Executor,
  { accountId, applicantId }: Target,
  eventId: string,
): Promise<ApplicationMoved> {
  const application = await getApplication(executor, accountId, applicantId);
  const [entry] = await findStepEvents(executor, accountId, applicantId, 1, eventId);
  if (!entry) {
    throw new Error('a moved application has no history entry');
  }
  return { application, entry: presentHistoryEntry(entry) };
}

/**
 * A recruiter's move (the step route). Steps another feature's records make (documents, contracts) and
 * confirming (its own action, which also makes a worker) are refused here like a move the table forbids.
 */
export async function moveApplication(
  { db, clock }: ApplicationsDependencies,
  actor: Actor,
  target: Target,
  input: { to: ApplicationStep; note: string | null },
): Promise<ApplicationMoved> {
  if (applicationStepMovers[input.to] !== 'recruiter') {
    throw new DomainError('APPLICATION_STEP_NOT_ALLOWED', {
      to: input.to,
      mover: applicationStepMovers[input.to],
    });
  }
  const eventId = await db.transaction((tx) =>
    moveStep(tx, { ...target, ...input, actorId: actor.userId, at: clock.now() }),
  );
  return movedAnswer(db, target, eventId);
}

/**
 * A call's outcome. No answer: the application moves to no_answer with the note (again no_answer when it
 * was there already: one entry per call). Reached: an entry in the current step, no move.
 */
export async function recordCall(
  { db, clock }: ApplicationsDependencies,
  actor: Actor,
  target: Target,
  input: { outcome: CallOutcome; note: string | null },
): Promise<ApplicationMoved> {
  const eventId = await db.transaction(async (tx) => {
    const from = await lockedStep(tx, target.accountId, target.applicantId);
    const to = input.outcome === 'no_answer' ? 'no_answer' : from;
    if (to !== from && !canMoveApplication(from, to)) {
      throw new DomainError('APPLICATION_STEP_NOT_ALLOWED', { from, to });
    }
    return writeStep(tx, from, { ...target, to, note: input.note, actorId: actor.userId, at: clock.now() });
  });
  return movedAnswer(db, target, eventId);
}

/**
 * Confirms the applicant as a worker (confirmed, welcome e-mail through the workers API) and moves the
 * application to confirmed. APPLICANT_ALREADY_CONFIRMED when it is a worker already;
 * APPLICATION_STEP_NOT_ALLOWED when its step cannot lead to confirmed (not yet checked, rejected).
 */
export async function confirmApplication(
  { db, clock }: ApplicationsDependencies,
  actor: Actor,
  target: Target,
  input: { note: string | null },
): Promise<ApplicationMoved> {
  const eventId = await db.transaction(async (tx) => {
    const from = await lockedStep(tx, target.accountId, target.applicantId);
    const at = clock.now();
    const current = await getApplication(tx, target.accountId, target.applicantId);
    if (current.confirmed) {
      throw new DomainError('APPLICANT_ALREADY_CONFIRMED');
    }
    if (!canMoveApplication(from, 'confirmed')) {
      throw new DomainError('APPLICATION_STEP_NOT_ALLOWED', { from, to: 'confirmed' });
    }
    const confirmed = await confirmWorker(tx, {
      accountId: target.accountId,
      userId: target.applicantId,
      actorId: actor.userId,
      at,
    });
    if (!confirmed) {
      throw new DomainError('APPLICANT_ALREADY_CONFIRMED');
    }
    return writeStep(tx, from, { ...target, to: 'confirmed', note: input.note, actorId: actor.userId, at });
  });
  return movedAnswer(db, target, eventId);
}
