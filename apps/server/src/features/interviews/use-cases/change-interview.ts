import type { Actor } from '@portal/domain/access';
import {
  canMoveInterview,
  type Interview,
  interviewMessageKind,
  isAnswerValid,
  isSchedulable,
  type MoveInterviewInput,
  needsAllAnswers,
  type ScheduleInterviewValues,
  takesAnswers,
  unansweredSteps,
} from '@portal/domain/interviews';
import { DomainError, defaultLocale, helsinkiInstant, isLocale } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { enqueueMail } from '../../outbox/outbox.api';
import { recordApplicationStep } from '../../recruitment/recruitment.api';
import { buildInterviewInvitationMail } from '../interview-invitation-message';
import { stepsOf } from '../interviews.presenter';
import { listRecruiterRows, updateInterview } from '../interviews.repository';
import {
  applicantOf,
  auditSubject,
  cardView,
  type InterviewIds,
  type InterviewsDependencies,
  lockedInterview,
} from './interview-use-case';

type Change<Input> = { actor: Actor; ids: InterviewIds; input: Input };

const audit = (tx: Executor, actor: Actor, ids: InterviewIds, action: string, changes: object) =>
  recordAudit(tx, {
    actorId: actor.userId,
    accountId: ids.accountId,
    action,
    subject: auditSubject,
    subjectId: ids.interviewId,
    changes: { ...changes },
  });

/**
 * Sets the time of a waiting interview and e-mails the applicant an invitation (time, place or phone) in
 * the applicant's language through the outbox. Scheduling again sends a new invitation with the new time.
 */
export async function scheduleInterview(
  { db, clock }: InterviewsDependencies,
  { actor, ids, input }: Change<ScheduleInterviewValues>,
): Promise<Interview> {
  const now = clock.now();
  const scheduledAt = helsinkiInstant(input.date, input.time);
  if (scheduledAt <= now) {
    throw new DomainError('INTERVIEW_TIME_PAST');
  }
  return db.transaction(async (tx) => {
    const applicant = await applicantOf(tx, ids);
    const before = await lockedInterview(tx, ids);
    if (!isSchedulable(before.state)) {
      throw new DomainError('INTERVIEW_NOT_EDITABLE', { state: before.state });
    }
    await updateInterview(tx, before.id, { scheduledAt, at: now });
    const locale = isLocale(applicant.locale) ? applicant.locale : defaultLocale;
    const outboxId = await enqueueMail(tx, {
      accountId: ids.accountId,
      // Spec §5: the interview's own e-mail (the recruiter may have corrected it), not the profile's.
      to: before.applicantEmail ?? applicant.email,
      kind: interviewMessageKind,
      ...buildInterviewInvitationMail(locale, {
        firstName: applicant.firstName,
        scheduledAt,
        location: input.location,
        company: applicant.accountName,
      }),
    });
    await audit(tx, actor, ids, 'schedule', {
      before: { scheduledAt: before.scheduledAt?.toISOString() ?? null },
      after: { scheduledAt: scheduledAt.toISOString(), location: input.location },
      outboxId,
    });
    await publishChange(tx, { accountId: ids.accountId, subject: 'Outbox', id: outboxId, action: 'created' });
    // The application follows (decision 0052); a step the table does not allow from where it is, is skipped.
    await recordApplicationStep(tx, {
      accountId: ids.accountId,
      applicantId: ids.applicantId,
      to: 'interview_scheduled',
      actorId: actor.userId,
      at: now,
    });
    return cardView(tx, before.id);
  });
}

/** Assigns the interview to one of the account's recruiters (admins and agents), or to no one. */
export async function assignInterview(
  { db, clock }: InterviewsDependencies,
  { actor, ids, input }: Change<{ assignedTo: string | null }>,
): Promise<Interview> {
  return db.transaction(async (tx) => {
    const before = await lockedInterview(tx, ids);
    if (input.assignedTo) {
      const [recruiter] = await listRecruiterRows(tx, ids.accountId, input.assignedTo);
      if (!recruiter) {
        throw new DomainError('INTERVIEW_RECRUITER_INVALID');
      }
    }
    await updateInterview(tx, before.id, { assignedTo: input.assignedTo, at: clock.now() });
    await audit(tx, actor, ids, 'assign', {
      before: { assignedTo: before.assignedTo },
      after: { assignedTo: input.assignedTo },
    });
    return cardView(tx, before.id);
  });
}

/** Answers one question while the interview is in progress; the answer must fit its question type. */
export async function answerInterviewStep(
  { db, clock }: InterviewsDependencies,
  { actor, ids, stepIndex, input }: Change<{ answer: string | null }> & { stepIndex: number },
): Promise<Interview> {
  return db.transaction(async (tx) => {
    const before = await lockedInterview(tx, ids);
    if (!takesAnswers(before.state)) {
      throw new DomainError('INTERVIEW_NOT_EDITABLE', { state: before.state });
    }
    const steps = stepsOf(before);
    const step = steps[stepIndex];
    if (!step) {
      throw new DomainError('NOT_FOUND', { stepIndex });
    }
    const answer = input.answer === null || input.answer.trim() === '' ? null : input.answer.trim();
    if (answer !== null && !isAnswerValid(step, answer)) {
      throw new DomainError('INTERVIEW_ANSWER_INVALID', { stepIndex, questionType: step.questionType });
    }
    steps[stepIndex] = { ...step, answer };
    await updateInterview(tx, before.id, { steps, at: clock.now() });
    await audit(tx, actor, ids, 'answer', { stepIndex, before: step.answer, after: answer });
    return cardView(tx, before.id);
  });
}

/** Moves the interview along its states (spec §4); going on from the interview needs every answer. */
export async function moveInterview(
  { db, clock }: InterviewsDependencies,
  { actor, ids, input }: Change<MoveInterviewInput>,
): Promise<Interview> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const before = await lockedInterview(tx, ids);
    if (!canMoveInterview(before.state, input.state)) {
      throw new DomainError('INTERVIEW_STATE_CONFLICT', { from: before.state, to: input.state });
    }
    const missing = unansweredSteps(stepsOf(before));
    if (needsAllAnswers(before.state, input.state) && missing > 0) {
      throw new DomainError('INTERVIEW_ANSWERS_MISSING', { count: missing });
    }
    await updateInterview(tx, before.id, {
      state: input.state,
      completedAt: input.state === 'completed' ? now : null,
      at: now,
    });
    await audit(tx, actor, ids, 'move', { before: { state: before.state }, after: { state: input.state } });
    if (input.state === 'completed') {
      // A completed interview is the application's "submitted" step (decision 0052).
      await recordApplicationStep(tx, {
        accountId: ids.accountId,
        applicantId: ids.applicantId,
        to: 'submitted',
        actorId: actor.userId,
        at: now,
      });
    }
    return cardView(tx, before.id);
  });
}
