import type { Actor } from '@portal/domain/access';
import type { CreateInterviewValues, Interview, InterviewList } from '@portal/domain/interviews';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { presentInterview, stepsOf } from '../interviews.presenter';
import { findTemplate, insertInterview, listApplicantInterviewRows } from '../interviews.repository';
import { unanswered } from './interview-templates';
import {
  type ApplicantIds,
  applicantOf,
  auditSubject,
  cardView,
  type InterviewsDependencies,
} from './interview-use-case';

export async function listApplicantInterviews(
  { db }: InterviewsDependencies,
  ids: ApplicantIds,
): Promise<InterviewList> {
  await applicantOf(db, ids);
  const rows = await listApplicantInterviewRows(db, ids.accountId, ids.applicantId);
  return { items: rows.map(presentInterview) };
}

/**
 * A new interview, waiting: the template's questions (copied, so a later edit of the template does not
 * change an interview already held) followed by the interview's own. The recruiter who makes it holds it
 * until someone else is assigned.
 */
export async function createInterview(
  { db, clock }: InterviewsDependencies,
  { actor, ids, input }: { actor: Actor; ids: ApplicantIds; input: CreateInterviewValues },
): Promise<Interview> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await applicantOf(tx, ids);
    const template = input.templateId ? await findTemplate(tx, ids.accountId, input.templateId) : null;
    if (input.templateId && !template) {
      throw new DomainError('NOT_FOUND', { templateId: input.templateId });
    }
    const steps = [...(template ? stepsOf(template) : []), ...unanswered(input.steps)];
    if (steps.length === 0) {
      throw new DomainError('INTERVIEW_STEPS_REQUIRED');
    }
    const row = await insertInterview(tx, {
      accountId: ids.accountId,
      isTemplate: false,
      templateName: template?.templateName ?? null,
      applicantId: ids.applicantId,
      applicantEmail: input.applicantEmail,
      state: 'waiting',
      steps,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: row.id,
      changes: { after: { applicantId: ids.applicantId, templateId: input.templateId, steps: steps.length } },
    });
    return cardView(tx, row.id);
  });
}
