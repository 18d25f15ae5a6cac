import {
  type Answers,
  type PublicQuestionnaire,
  questionnaireStatus,
  validateAnswers,
} from '@portal/domain/questionnaires';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import { hashToken } from '../../../lib/tokens';
import { presentPublic, questionsOf } from '../questionnaires.presenter';
import {
  findInvitationByTokenHash,
  findResponse,
  markInvitationOpened,
  saveResponse,
} from '../questionnaires.repository';
import { auditSubject, type QuestionnairesServiceDependencies, todayOf } from './questionnaire-use-case';

/**
 * The link's invitation, refused when it cannot be answered: unknown (or its questionnaire deleted or set
 * back to a draft) answers 404, past the expiry day 410.
 */
async function openLink(executor: Executor, clock: Clock, token: string) {
  const found = await findInvitationByTokenHash(executor, hashToken(token));
  const status = found ? questionnaireStatus(found.questionnaire, todayOf(clock)) : null;
  if (!found || status === 'draft') {
    throw new DomainError('QUESTIONNAIRE_LINK_INVALID');
  }
  if (status === 'expired') {
    throw new DomainError('QUESTIONNAIRE_EXPIRED');
  }
  return found;
}

export async function getPublicQuestionnaire(
  { db, clock }: QuestionnairesServiceDependencies,
  token: string,
): Promise<PublicQuestionnaire> {
  const found = await openLink(db, clock, token);
  await markInvitationOpened(db, found.invitation.id, clock.now());
  const response = await findResponse(db, found.questionnaire.id, found.invitation.workerId);
  return presentPublic(found, response);
}

/**
 * Saves the worker's answers, replacing any earlier ones until the questionnaire expires. Answers that do
 * not fit their questions are refused with each question's problem in `details.issues`.
 */
export async function answerQuestionnaire(
  { db, clock }: QuestionnairesServiceDependencies,
  { token, answers }: { token: string; answers: Answers },
): Promise<PublicQuestionnaire> {
  return db.transaction(async (tx) => {
    const found = await openLink(tx, clock, token);
    const checked = validateAnswers(questionsOf(found.questionnaire), answers);
    if (!checked.ok) {
      throw new DomainError('QUESTIONNAIRE_ANSWERS_INVALID', { issues: checked.issues });
    }
    const earlier = await findResponse(tx, found.questionnaire.id, found.invitation.workerId);
    const response = await saveResponse(tx, {
      questionnaireId: found.questionnaire.id,
      workerId: found.invitation.workerId,
      answers: checked.answers,
      submittedAt: clock.now(),
    });
    // The answers themselves stay out of the audit (they may be personal); which questions were answered is kept.
    await recordAudit(tx, {
      actorId: null,
      accountId: found.questionnaire.accountId,
      action: earlier ? 'answer-again' : 'answer',
      subject: auditSubject,
      subjectId: found.questionnaire.id,
      changes: {
        by: 'questionnaire-link',
        workerId: found.invitation.workerId,
        answered: Object.keys(checked.answers),
      },
    });
    return presentPublic(found, response);
  });
}
