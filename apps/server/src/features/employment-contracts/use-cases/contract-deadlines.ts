import { signingReminderDaysBefore } from '@portal/domain/employment-contracts';
import { recordAudit } from '../../../lib/audit';
import { appendContractEvent } from '../contract-event-chain';
import {
  lockContractsPastDeadline,
  lockContractsToRemind,
  updateContract,
} from '../employment-contracts.repository';
import { announce, auditSubject, type EmploymentContractsDependencies } from './contract-use-case';
import { remindContract } from './send-contract';
import { syncWorkerContractState } from './worker-contract-state';

const batchSize = 50;
const day = 24 * 60 * 60 * 1000;

/**
 * The periodic job: contracts past their deadline while unsigned expire (their links answer 410), and a
 * contract whose deadline is within two days gets one reminder with a new link (purpose `reminder`).
 */
export function createContractDeadlineService(
  dependencies: Pick<EmploymentContractsDependencies, 'db' | 'clock' | 'publicUrl'>,
) {
  const { db, clock } = dependencies;

  async function expireBatch(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await lockContractsPastDeadline(tx, now, batchSize);
      for (const contract of due) {
        await updateContract(tx, contract.id, { status: 'expired', updatedAt: now });
        await appendContractEvent(tx, {
          contractId: contract.id,
          type: 'expired',
          party: 'system',
          data: { deadline: contract.expiresAt?.toISOString() ?? null },
          occurredAt: now,
        });
        await syncWorkerContractState(tx, contract.workerId, now);
        await recordAudit(tx, {
          actorId: null,
          accountId: contract.accountId,
          action: 'expire',
          subject: auditSubject,
          subjectId: contract.id,
          changes: { before: { status: contract.status }, after: { status: 'expired' } },
        });
        await announce(tx, contract);
      }
      return due.length;
    });
  }

  async function remindDue(now: Date): Promise<number> {
    const due = await db.transaction((tx) =>
      lockContractsToRemind(tx, now, new Date(now.getTime() + signingReminderDaysBefore * day), batchSize),
    );
    for (const contract of due) {
      // Each reminder in its own transaction: one worker's missing address does not hold up the others.
      await remindContract(dependencies, {
        actor: null,
        ids: { accountId: contract.accountId, contractId: contract.id },
      }).catch(() => undefined);
    }
    return due.length;
  }

  return {
    /** Expires and reminds everything due now; answers the counts. */
    async runDeadlines(): Promise<{ expired: number; reminded: number }> {
      const now = clock.now();
      let expired = 0;
      for (;;) {
        const count = await expireBatch(now);
        expired += count;
        if (count < batchSize) {
          break;
        }
      }
      return { expired, reminded: await remindDue(now) };
    },
  };
}

export type ContractDeadlineService = ReturnType<typeof createContractDeadlineService>;
