import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type {
  ParsedWorkerPaymentDetailsInput,
  RevealedWorkerPaymentDetails,
  WorkerPaymentDetailField,
  WorkerPaymentDetails,
} from '@portal/domain/workers';
import { workerPaymentDetailFields } from '@portal/domain/workers';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import { presentPaymentDetails, presentRevealedPaymentDetails } from './worker-payment-details.presenter';
import {
  findSealedPaymentDetails,
  paymentDetailsAuditSubject,
  upsertSealedPaymentDetails,
} from './worker-payment-details.repository';
import { findWorker } from './workers.repository';

export type WorkerPaymentDetailsDependencies = { db: Database; clock: Clock; cipher: PersonalDataCipher };

/**
 * A worker's identity code and bank account (issue 14 §3; decision 0042). Routes have checked the account
 * scope and the Payroll ability. Values are sealed before they are written and opened only to be masked or
 * revealed; audit entries name the fields, never the values; no change event is published for them.
 */
export function createWorkerPaymentDetailsService({ db, clock, cipher }: WorkerPaymentDetailsDependencies) {
  /** The worker of the account; another account's worker (or no worker) is answered as not found. */
  async function workerOf(executor: Executor, accountId: string, workerId: string) {
    const worker = await findWorker(executor, accountId, workerId);
    if (!worker) {
      throw new DomainError('NOT_FOUND');
    }
    return worker;
  }

  /** Who did what to which fields, and when (the log's own time): never the values. */
  async function audit(
    executor: Executor,
    entry: { actor: Actor; accountId: string; workerId: string; action: 'reveal' | 'update' },
    fields: WorkerPaymentDetailField[],
  ) {
    await recordAudit(executor, {
      actorId: entry.actor.userId,
      accountId: entry.accountId,
      action: entry.action,
      subject: paymentDetailsAuditSubject,
      subjectId: entry.workerId,
      changes: { fields },
    });
  }

  return {
    async getPaymentDetails(accountId: string, workerId: string): Promise<WorkerPaymentDetails> {
      const worker = await workerOf(db, accountId, workerId);
      return presentPaymentDetails(worker, await findSealedPaymentDetails(db, workerId), cipher);
    },

    /** The clear values; the reveal is audited (which fields were on file, not what they hold). */
    async revealPaymentDetails(
      actor: Actor,
      accountId: string,
      workerId: string,
    ): Promise<RevealedWorkerPaymentDetails> {
      return db.transaction(async (tx) => {
        await workerOf(tx, accountId, workerId);
        const revealed = presentRevealedPaymentDetails(
          workerId,
          await findSealedPaymentDetails(tx, workerId),
          cipher,
        );
        const shown = workerPaymentDetailFields.filter((field) => revealed[field] !== null);
        await audit(tx, { actor, accountId, workerId, action: 'reveal' }, shown);
        return revealed;
      });
    },

    /** Seals and stores the details; the audit entry lists the fields whose values changed. */
    async savePaymentDetails(
      actor: Actor,
      accountId: string,
      workerId: string,
      input: ParsedWorkerPaymentDetailsInput,
    ): Promise<WorkerPaymentDetails> {
      return db.transaction(async (tx) => {
        const worker = await workerOf(tx, accountId, workerId);
        const before = presentRevealedPaymentDetails(
          workerId,
          await findSealedPaymentDetails(tx, workerId),
          cipher,
        );
        const changed: WorkerPaymentDetailField[] = workerPaymentDetailFields.filter(
          (field) => before[field] !== input[field],
        );
        await upsertSealedPaymentDetails(tx, {
          workerId,
          identityCodeCipher: input.identityCode === null ? null : cipher.encrypt(input.identityCode),
          ibanCipher: input.iban === null ? null : cipher.encrypt(input.iban),
          bic: input.bic,
          updatedBy: actor.userId,
          updatedAt: clock.now(),
        });
        await audit(tx, { actor, accountId, workerId, action: 'update' }, changed);
        return presentPaymentDetails(worker, await findSealedPaymentDetails(tx, workerId), cipher);
      });
    },
  };
}

export type WorkerPaymentDetailsService = ReturnType<typeof createWorkerPaymentDetailsService>;
