import {
  type FollowUpReason,
  followUpReasons,
  type PublicTuberculosisSurvey,
  storedTuberculosisAnswersSchema,
  type TuberculosisSurvey,
  type TuberculosisSurveySummary,
} from '@portal/domain/onboarding';
import type { SurveyWithNames, TuberculosisSurveyRow } from './tuberculosis-surveys.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const reasonsOf = (row: TuberculosisSurveyRow): FollowUpReason[] =>
  (row.followUpReasons ?? []).filter((reason): reason is FollowUpReason =>
    (followUpReasons as readonly string[]).includes(reason),
  );

export function presentSurveySummary(row: SurveyWithNames): TuberculosisSurveySummary {
  return {
    id: row.id,
    workerId: row.workerId,
    workerName: row.workerName,
    status: row.status,
    needsFollowUp: row.needsFollowUp,
    followUpReasons: reasonsOf(row),
    sentAt: row.createdAt.toISOString(),
    linkExpiresAt: row.linkExpiresAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    reviewedAt: iso(row.reviewedAt),
  };
}

/** HR's view: the answers as the worker gave them (health data: only the routes of HR's roles call this). */
export function presentSurvey(row: SurveyWithNames): TuberculosisSurvey {
  const answers = row.answers === null ? null : storedTuberculosisAnswersSchema.safeParse(row.answers);
  return {
    ...presentSurveySummary(row),
    locale: row.locale,
    answers: answers?.success ? answers.data : null,
    reviewNote: row.reviewNote,
    reviewedByName: row.reviewedAt ? row.reviewedByName : null,
  };
}

/** The worker's view: nothing but whose survey it is and whether it still waits for the answers. */
export function presentPublicSurvey(
  row: TuberculosisSurveyRow,
  names: { firstName: string; company: string },
): PublicTuberculosisSurvey {
  return {
    firstName: names.firstName,
    company: names.company,
    locale: row.locale,
    status: row.status === 'sent' ? 'sent' : 'answered',
    linkExpiresAt: row.linkExpiresAt.toISOString(),
  };
}
