import { createHash } from 'node:crypto';
import type { Actor } from '@portal/domain/access';
import { checkUpload } from '@portal/domain/document-requests';
import {
  getStartedMessageKind,
  getStartedPagePath,
  type OnboardingChannel,
  onboardingLinkExpiresAt,
  type PublicGetStarted,
  type SendGetStartedLinkResult,
  signingPagePath,
  type TuberculosisAnswers,
} from '@portal/domain/onboarding';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { issueWorkerSigningLink } from '../../employment-contracts/employment-contracts.api';
import {
  findAccountWorker,
  saveWorkerIban,
  updateWorkerOnboardingDetails,
  type WorkerOnboardingDetails,
} from '../../workers/workers.api';
import { type ChecklistRow, insertChecklist, updateChecklist } from '../get-started.repository';
import { findNewestSurveyOfWorker } from '../tuberculosis-surveys.repository';
import { isOpenSurvey, openChecklistLink, presentChecklist } from './get-started-view';
import {
  checklistAuditSubject,
  localeOf,
  type OnboardingDependencies,
  sendLink,
} from './onboarding-use-case';
import { recordSurveyAnswers } from './survey-link';

/**
 * The new worker's get-started checklist (issue 15 §3): HR sends a single-purpose link (only its SHA-256
 * stored, valid 30 days); the worker saves each step when done. Audit entries name the step and the
 * fields, never the values (the IBAN is personal data, decision 0042).
 */
export function createGetStartedUseCases(dependencies: OnboardingDependencies) {
  const { db, clock, publicUrl, files, cipher } = dependencies;

  /** Runs one step in a transaction on the locked checklist and answers the checklist as it now is. */
  function step(
    token: string,
    run: (tx: Executor, checklist: ChecklistRow, now: Date) => Promise<Record<string, unknown> | null>,
  ): Promise<PublicGetStarted> {
    return db.transaction(async (tx) => {
      const checklist = await openChecklistLink(tx, clock, token, { lock: true });
      const now = clock.now();
      const audited = await run(tx, checklist, now);
      if (audited) {
        await recordAudit(tx, {
          actorId: null,
          accountId: checklist.accountId,
          action: 'complete-step',
          subject: checklistAuditSubject,
          subjectId: checklist.id,
          changes: { by: 'get-started-link', ...audited },
        });
      }
      const updated = await updateChecklist(tx, checklist.id, { updatedAt: now });
      const view = await presentChecklist(tx, { clock, cipher }, updated);
      if (view.completed && !updated.completedAt) {
        await updateChecklist(tx, checklist.id, { completedAt: now });
      }
      return view;
    });
  }

  return {
    async sendLink(
      actor: Actor,
      ids: { accountId: string; workerId: string },
      channels: OnboardingChannel[],
    ): Promise<SendGetStartedLinkResult> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const recipient = await findAccountWorker(tx, ids.accountId, ids.workerId);
        if (!recipient) {
          throw new DomainError('NOT_FOUND');
        }
        const token = createOpaqueToken();
        const checklist = await insertChecklist(tx, {
          accountId: ids.accountId,
          workerId: recipient.id,
          locale: localeOf(recipient),
          tokenHash: hashToken(token),
          linkExpiresAt: onboardingLinkExpiresAt(now),
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        const outboxIds = await sendLink(tx, {
          accountId: ids.accountId,
          recipient,
          channels,
          kind: getStartedMessageKind,
          link: `${publicUrl}${getStartedPagePath}/${token}`,
          expiresAt: checklist.linkExpiresAt,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'send',
          subject: checklistAuditSubject,
          subjectId: checklist.id,
          changes: { after: { workerId: recipient.id, channels }, outboxIds },
        });
        return { id: checklist.id, linkExpiresAt: checklist.linkExpiresAt.toISOString(), channels };
      });
    },

    async get(token: string): Promise<PublicGetStarted> {
      const checklist = await openChecklistLink(db, clock, token);
      return presentChecklist(db, { clock, cipher }, checklist);
    },

    confirmDetails: (token: string, input: WorkerOnboardingDetails) =>
      step(token, async (tx, checklist, now) => {
        await updateWorkerOnboardingDetails(tx, checklist.workerId, { ...input, updatedAt: now });
        await updateChecklist(tx, checklist.id, { detailsConfirmedAt: now });
        return { step: 'details', fields: Object.keys(input) };
      }),

    saveBankAccount: (token: string, input: { iban: string }) =>
      step(token, async (tx, checklist, now) => {
        await saveWorkerIban(tx, cipher, { workerId: checklist.workerId, iban: input.iban, at: now });
        await updateChecklist(tx, checklist.id, { paymentDetailsAt: now });
        return { step: 'bankAccount', fields: ['iban'] };
      }),

    /**
     * The tax card checked by its content exactly as a document request's answer (PDF, JPEG, PNG, HEIC),
     * stored in the file storage; a card replaced later, or refused with its step, is removed again.
     */
    async saveTaxCard(token: string, withholdingPercent: number, content: Buffer): Promise<PublicGetStarted> {
      // An expired link says so before anything about the file.
      await openChecklistLink(db, clock, token);
      const checked = checkUpload(content);
      if ('problem' in checked) {
        throw new DomainError(checked.problem);
      }
      const fileKey = await files.put('tax-cards', content);
      // The card this one replaces, removed from the storage once the new one is saved.
      const previous: { fileKey: string | null } = { fileKey: null };
      try {
        const view = await step(token, async (tx, checklist, now) => {
          previous.fileKey = checklist.taxCardFileKey;
          const sha256 = createHash('sha256').update(content).digest('hex');
          await updateChecklist(tx, checklist.id, {
            taxCardFileKey: fileKey,
            taxCardContentType: checked.contentType,
            taxCardSizeBytes: content.length,
            taxCardSha256: sha256,
            taxWithholdingPercent: withholdingPercent,
            taxCardAt: now,
          });
          return { step: 'taxCard', contentType: checked.contentType, sizeBytes: content.length, sha256 };
        });
        if (previous.fileKey) {
          await files.delete(previous.fileKey);
        }
        return view;
      } catch (error) {
        await files.delete(fileKey);
        throw error;
      }
    },

    answerSurvey: (token: string, input: { answers: TuberculosisAnswers }) =>
      step(token, async (tx, checklist) => {
        const survey = await findNewestSurveyOfWorker(tx, checklist.workerId, { lock: true });
        if (!survey || !isOpenSurvey(survey, clock.now())) {
          throw new DomainError('TUBERCULOSIS_SURVEY_NOT_OPEN');
        }
        // The survey's own audit entry records the answer; the checklist's would only repeat it.
        await recordSurveyAnswers(tx, clock, survey, input.answers, 'get-started-link');
        return null;
      }),

    /** A new signing link for the worker's contract waiting for a signature: the page it opens. */
    async contractPage(token: string): Promise<string> {
      return db.transaction(async (tx) => {
        const checklist = await openChecklistLink(tx, clock, token);
        const link = await issueWorkerSigningLink(tx, {
          accountId: checklist.accountId,
          workerId: checklist.workerId,
          now: clock.now(),
        });
        if (!link) {
          throw new DomainError('ONBOARDING_CONTRACT_NOT_SENT');
        }
        return `${signingPagePath}/${encodeURIComponent(link.token)}`;
      });
    },
  };
}

export type GetStartedUseCases = ReturnType<typeof createGetStartedUseCases>;
