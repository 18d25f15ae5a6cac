import type { Actor } from '@portal/domain/access';
import type { MessageTargets } from '@portal/domain/messaging';
import {
  type QuestionnaireSendResult,
  questionnaireMessageKind,
  questionnairePagePath,
  questionnaireStatus,
} from '@portal/domain/questionnaires';
import { DomainError, defaultLocale, isLocale } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { enqueueMail, enqueueSms } from '../../outbox/outbox.api';
import { findTargetedWorkers } from '../../workers/workers.api';
import { buildQuestionnaireMessages } from '../questionnaire-message';
import { findInvitedWorkerIds, insertInvitations, updateQuestionnaire } from '../questionnaires.repository';
import { findAccountName } from '../questionnaires-names.repository';
import {
  auditSubject,
  type QuestionnaireIds,
  type QuestionnairesServiceDependencies,
  requireQuestionnaire,
  todayOf,
} from './questionnaire-use-case';

/** Before sending: how many workers the targets reach, and how many of them already have their link. */
export async function countRecipients(
  { db }: QuestionnairesServiceDependencies,
  { ids, targets }: { ids: QuestionnaireIds; targets: MessageTargets },
): Promise<{ recipients: number; alreadyInvited: number }> {
  const questionnaire = await requireQuestionnaire(db, ids);
  const [workers, invited] = await Promise.all([
    findTargetedWorkers(db, ids.accountId, targets),
    findInvitedWorkerIds(db, questionnaire.id),
  ]);
  return {
    recipients: workers.length,
    alreadyInvited: workers.filter((worker) => invited.has(worker.id)).length,
  };
}

type SendInput = { targets: MessageTargets; email: boolean; sms: boolean };

/**
 * Sends each targeted worker who has no link yet one personal link (a 256-bit secret, only its SHA-256
 * kept) by e-mail and/or SMS through the outbox. Sending again to the same or wider targets reaches only
 * the workers added since: the questionnaire's row is locked for the send and the unique index on
 * (questionnaire, worker) backs it, so nobody gets two links.
 */
export async function sendQuestionnaire(
  { db, clock, publicUrl }: QuestionnairesServiceDependencies,
  { actor, ids, input }: { actor: Actor; ids: QuestionnaireIds; input: SendInput },
): Promise<QuestionnaireSendResult> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const questionnaire = await requireQuestionnaire(tx, ids, { lock: true });
    const status = questionnaireStatus(questionnaire, todayOf(clock));
    if (status === 'draft') {
      throw new DomainError('QUESTIONNAIRE_IS_DRAFT');
    }
    if (status === 'expired') {
      throw new DomainError('QUESTIONNAIRE_EXPIRED');
    }
    const [workers, invited, company] = await Promise.all([
      findTargetedWorkers(tx, ids.accountId, input.targets),
      findInvitedWorkerIds(tx, questionnaire.id),
      findAccountName(tx, ids.accountId),
    ]);
    const fresh = workers
      .filter((worker) => !invited.has(worker.id))
      .map((worker) => ({ worker, token: createOpaqueToken() }));
    const created = await insertInvitations(
      tx,
      fresh.map(({ worker, token }) => ({
        questionnaireId: questionnaire.id,
        workerId: worker.id,
        tokenHash: hashToken(token),
        sentAt: now,
      })),
    );
    for (const { worker, token } of fresh.filter((entry) => created.has(entry.worker.id))) {
      const locale = isLocale(worker.locale) ? worker.locale : defaultLocale;
      const message = buildQuestionnaireMessages(locale, {
        firstName: worker.firstName,
        title: questionnaire.title,
        company,
        link: `${publicUrl}${questionnairePagePath}/${token}`,
        expiresOn: questionnaire.expiresOn,
      });
      if (input.email) {
        await enqueueMail(tx, {
          accountId: ids.accountId,
          to: worker.email,
          kind: questionnaireMessageKind,
          subject: message.subject,
          text: message.text,
        });
      }
      if (input.sms && worker.mobile) {
        await enqueueSms(tx, {
          accountId: ids.accountId,
          to: worker.mobile,
          kind: questionnaireMessageKind,
          message: message.sms,
        });
      }
    }
    // The last targets are kept on the questionnaire, so the send dialog opens with them.
    await updateQuestionnaire(tx, questionnaire.id, {
      targetRegion: input.targets.region,
      targetCities: input.targets.cities,
      targetRoles: input.targets.roles,
    });
    const result = { invited: created.size, alreadyInvited: workers.length - created.size };
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'send',
      subject: auditSubject,
      subjectId: questionnaire.id,
      changes: { targets: input.targets, email: input.email, sms: input.sms, ...result },
    });
    return result;
  });
}
