import type { Actor } from '@portal/domain/access';
import { countSmsSegments } from '@portal/domain/messaging';
import { DomainError, isNonEmpty, parsePhoneNumber } from '@portal/domain/shared';
import type { SendWorkerEmailInput, SendWorkerSmsInput } from '@portal/domain/worker-messages';
import {
  type QueuedEmail,
  type QueuedSms,
  smsSendProblem,
  workerMessageKind,
} from '@portal/domain/worker-messages';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { publishChange } from '../../lib/publish-change';
import { enqueueMail, enqueueSms } from '../outbox/outbox.api';
import { findAccountWorker } from '../worker-search/worker-search.api';

export type WorkerMessagesServiceDependencies = { db: Database };

type WorkerIds = { accountId: string; workerId: string };

/** SMS and e-mail from staff to one worker, through the outboxes (the outbox job delivers them). */
export function createWorkerMessagesService({ db }: WorkerMessagesServiceDependencies) {
  return {
    /**
     * Queues an SMS to the worker's mobile. A worker without a mobile is WORKER_MOBILE_MISSING; a costly
     * message (more than 3 parts) from a non-admin is SMS_COSTLY, from an admin without `confirmCostly`
     * SMS_CONFIRMATION_REQUIRED.
     */
    async sendWorkerSms(actor: Actor, ids: WorkerIds, input: SendWorkerSmsInput): Promise<QueuedSms> {
      return db.transaction(async (tx) => {
        const worker = await findAccountWorker(tx, ids.accountId, ids.workerId);
        if (!worker) {
          throw new DomainError('NOT_FOUND');
        }
        if (!isNonEmpty(worker.mobile)) {
          throw new DomainError('WORKER_MOBILE_MISSING');
        }
        const problem = smsSendProblem(actor.role, input.message, input.confirmCostly === true);
        if (problem) {
          throw new DomainError(problem);
        }
        // A number stored as typed before numbers were kept in E.164 (decision 0022) goes out in E.164.
        const to = parsePhoneNumber(worker.mobile as string) ?? (worker.mobile as string).trim();
        const { encoding, segments } = countSmsSegments(input.message);
        const outboxId = await enqueueSms(tx, {
          accountId: ids.accountId,
          to,
          message: input.message,
          kind: workerMessageKind,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'send-sms',
          subject: 'Worker',
          subjectId: ids.workerId,
          changes: { outboxId, segments, encoding },
        });
        await publishChange(tx, {
          accountId: ids.accountId,
          subject: 'Outbox',
          id: outboxId,
          action: 'created',
        });
        return { outboxId, to, encoding, segments };
      });
    },

    /** Queues an e-mail to the worker's address. */
    async sendWorkerEmail(actor: Actor, ids: WorkerIds, input: SendWorkerEmailInput): Promise<QueuedEmail> {
      return db.transaction(async (tx) => {
        const worker = await findAccountWorker(tx, ids.accountId, ids.workerId);
        if (!worker) {
          throw new DomainError('NOT_FOUND');
        }
        const outboxId = await enqueueMail(tx, {
          accountId: ids.accountId,
          to: worker.email,
          subject: input.subject,
          text: input.text,
          kind: workerMessageKind,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'send-email',
          subject: 'Worker',
          subjectId: ids.workerId,
          changes: { outboxId, subject: input.subject },
        });
        await publishChange(tx, {
          accountId: ids.accountId,
          subject: 'Outbox',
          id: outboxId,
          action: 'created',
        });
        return { outboxId, to: worker.email };
      });
    },
  };
}

export type WorkerMessagesService = ReturnType<typeof createWorkerMessagesService>;
