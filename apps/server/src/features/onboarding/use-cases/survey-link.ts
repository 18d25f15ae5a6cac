import { assessTuberculosisAnswers, type TuberculosisAnswers } from '@portal/domain/onboarding';
import { DomainError, type ErrorCode } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import { hashToken } from '../../../lib/tokens';
import {
  findSurveyByTokenHash,
  type TuberculosisSurveyRow,
  updateSurvey,
} from '../tuberculosis-surveys.repository';
import { surveyAuditSubject } from './onboarding-use-case';

/** Why a survey link cannot be read: unknown 404, cancelled or expired 410. */
function linkProblem(survey: TuberculosisSurveyRow | null, now: Date): ErrorCode | null {
  if (!survey) {
    return 'ONBOARDING_LINK_INVALID';
  }
  if (survey.status === 'cancelled') {
    return 'ONBOARDING_LINK_CANCELLED';
  }
  // An answered survey keeps showing its thank-you after the link's time; only an open one expires.
  if (survey.status === 'sent' && survey.linkExpiresAt <= now) {
    return 'ONBOARDING_LINK_EXPIRED';
  }
  return null;
}

export async function openSurveyLink(
  executor: Executor,
  clock: Clock,
  token: string,
  options: { lock?: boolean } = {},
): Promise<TuberculosisSurveyRow> {
  const survey = await findSurveyByTokenHash(executor, hashToken(token), options);
  const problem = linkProblem(survey, clock.now());
  if (problem || !survey) {
    throw new DomainError(problem ?? 'ONBOARDING_LINK_INVALID');
  }
  return survey;
}

/**
 * Stores the worker's answers once, with the follow-up flag and its reasons. The audit names the flag and
 * the reasons, never the answers (health data); no change event carries them either.
 */
export async function recordSurveyAnswers(
  executor: Executor,
  clock: Clock,
  survey: TuberculosisSurveyRow,
  answers: TuberculosisAnswers,
  by: 'survey-link' | 'get-started-link',
): Promise<TuberculosisSurveyRow> {
  if (survey.status !== 'sent') {
    throw new DomainError('TUBERCULOSIS_SURVEY_ANSWERED');
  }
  const now = clock.now();
  const { needsFollowUp, reasons } = assessTuberculosisAnswers(answers);
  const updated = await updateSurvey(executor, survey.id, {
    status: 'answered',
    answers,
    needsFollowUp,
    followUpReasons: reasons,
    answeredAt: now,
    updatedAt: now,
  });
  await recordAudit(executor, {
    actorId: null,
    accountId: survey.accountId,
    action: 'answer',
    subject: surveyAuditSubject,
    subjectId: survey.id,
    changes: { by, before: { status: 'sent' }, after: { status: 'answered', needsFollowUp, reasons } },
  });
  return updated;
}
