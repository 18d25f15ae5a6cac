import type { Actor } from '@portal/domain/access';
import {
  onboardingLinkExpiresAt,
  type PublicTuberculosisSurvey,
  type TuberculosisAnswers,
  type TuberculosisSurvey,
  type TuberculosisSurveyList,
  type tuberculosisSurveyListQuerySchema,
  tuberculosisSurveyMessageKind,
  tuberculosisSurveyPagePath,
} from '@portal/domain/onboarding';
import { DomainError, pageOffset } from '@portal/domain/shared';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { findAccountWorker } from '../../workers/workers.api';
import { presentPublicSurvey, presentSurvey, presentSurveySummary } from '../onboarding.presenter';
import {
  countFollowUps,
  findPublicNames,
  findSurvey,
  insertSurvey,
  listSurveys,
  updateSurvey,
} from '../tuberculosis-surveys.repository';
import { localeOf, type OnboardingDependencies, sendLink, surveyAuditSubject } from './onboarding-use-case';
import { openSurveyLink, recordSurveyAnswers } from './survey-link';

type SurveyIds = { accountId: string; surveyId: string };

async function staffView(executor: Executor, ids: SurveyIds): Promise<TuberculosisSurvey> {
  const survey = await findSurvey(executor, ids.accountId, ids.surveyId);
  if (!survey) {
    throw new DomainError('NOT_FOUND');
  }
  return presentSurvey(survey);
}

/**
 * Tuberculosis surveys (issue 15 §3): HR sends the questionnaire through a single-purpose link (only the
 * SHA-256 of its 256-bit secret is stored), the worker answers once, HR reviews the flagged answers.
 */
export function createSurveyUseCases({ db, clock, publicUrl }: OnboardingDependencies) {
  return {
    async list(
      accountId: string,
      query: z.output<typeof tuberculosisSurveyListQuerySchema>,
    ): Promise<TuberculosisSurveyList> {
      const [{ rows, total }, followUpCount] = await Promise.all([
        listSurveys(db, {
          accountId,
          status: query.status,
          needsFollowUp: query.needsFollowUp,
          workerId: query.workerId,
          limit: query.perPage,
          offset: pageOffset(query),
        }),
        countFollowUps(db, accountId),
      ]);
      return { items: rows.map(presentSurveySummary), total, followUpCount };
    },

    get: (ids: SurveyIds) => staffView(db, ids),

    async send(
      actor: Actor,
      accountId: string,
      input: { workerId: string; channels: ('email' | 'sms')[] },
    ): Promise<TuberculosisSurvey> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // A worker of another account is answered like a missing one: its existence is not confirmed.
        const recipient = await findAccountWorker(tx, accountId, input.workerId);
        if (!recipient) {
          throw new DomainError('WORKER_NOT_ASSIGNABLE');
        }
        const token = createOpaqueToken();
        const survey = await insertSurvey(tx, {
          accountId,
          workerId: recipient.id,
          locale: localeOf(recipient),
          tokenHash: hashToken(token),
          linkExpiresAt: onboardingLinkExpiresAt(now),
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        const outboxIds = await sendLink(tx, {
          accountId,
          recipient,
          channels: input.channels,
          kind: tuberculosisSurveyMessageKind,
          link: `${publicUrl}${tuberculosisSurveyPagePath}/${token}`,
          expiresAt: survey.linkExpiresAt,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'send',
          subject: surveyAuditSubject,
          subjectId: survey.id,
          changes: { after: { workerId: recipient.id, channels: input.channels }, outboxIds },
        });
        return staffView(tx, { accountId, surveyId: survey.id });
      });
    },

    async review(actor: Actor, ids: SurveyIds, input: { note: string | null }): Promise<TuberculosisSurvey> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const survey = await findSurvey(tx, ids.accountId, ids.surveyId);
        if (!survey) {
          throw new DomainError('NOT_FOUND');
        }
        if (survey.status !== 'answered') {
          throw new DomainError('TUBERCULOSIS_SURVEY_NOT_ANSWERED');
        }
        await updateSurvey(tx, survey.id, {
          status: 'reviewed',
          reviewNote: input.note,
          reviewedBy: actor.userId,
          reviewedAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'review',
          subject: surveyAuditSubject,
          subjectId: survey.id,
          // The note may speak of health: the audit says one was written, not what it says.
          changes: {
            before: { status: 'answered' },
            after: { status: 'reviewed', note: input.note !== null },
          },
        });
        return staffView(tx, ids);
      });
    },

    async cancel(actor: Actor, ids: SurveyIds): Promise<TuberculosisSurvey> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const survey = await findSurvey(tx, ids.accountId, ids.surveyId);
        if (!survey) {
          throw new DomainError('NOT_FOUND');
        }
        if (survey.status !== 'sent') {
          throw new DomainError('TUBERCULOSIS_SURVEY_NOT_OPEN');
        }
        await updateSurvey(tx, survey.id, { status: 'cancelled', updatedAt: now });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'cancel',
          subject: surveyAuditSubject,
          subjectId: survey.id,
          changes: { before: { status: 'sent' }, after: { status: 'cancelled' } },
        });
        return staffView(tx, ids);
      });
    },

    async getPublic(token: string): Promise<PublicTuberculosisSurvey> {
      const survey = await openSurveyLink(db, clock, token);
      return presentPublicSurvey(survey, await findPublicNames(db, survey));
    },

    async answerPublic(
      token: string,
      input: { answers: TuberculosisAnswers },
    ): Promise<PublicTuberculosisSurvey> {
      return db.transaction(async (tx) => {
        const survey = await openSurveyLink(tx, clock, token, { lock: true });
        const answered = await recordSurveyAnswers(tx, clock, survey, input.answers, 'survey-link');
        return presentPublicSurvey(answered, await findPublicNames(tx, answered));
      });
    },
  };
}

export type SurveyUseCases = ReturnType<typeof createSurveyUseCases>;
