import {
  type ContractStatus,
  isAwaitingSignature,
  workContractOf,
} from '@portal/domain/employment-contracts';
import type { Executor } from '../../../db/client';
import { listWorkerContracts } from '../employment-contracts.repository';
import { issueSigningLink } from './signing-links';

/**
 * A new link (purpose `get-started`) to the worker's newest contract still waiting for a signature, for
 * the get-started page; null when none waits. Runs in the caller's transaction; answers the secret once.
 */
export async function issueWorkerSigningLink(
  executor: Executor,
  { accountId, workerId, now = new Date() }: { accountId: string; workerId: string; now?: Date },
): Promise<{ contractId: string; title: string; status: ContractStatus; token: string } | null> {
  const contracts = await listWorkerContracts(executor, accountId, workerId);
  const open = contracts.find(
    (contract) =>
      isAwaitingSignature(contract.status) &&
      contract.externalId === null &&
      (contract.expiresAt === null || contract.expiresAt > now),
  );
  if (!open) {
    return null;
  }
  const token = await issueSigningLink(executor, open.id, 'get-started', now);
  return { contractId: open.id, title: open.title, status: open.status, token };
}

/** The worker's contract state for other features: `workContract` flags and the newest contract. */
export async function findWorkerContractSummary(executor: Executor, workerId: string) {
  const contracts = await listWorkerContracts(executor, null, workerId);
  const flags = contracts.map((contract) => workContractOf(contract.status));
  const newest = contracts[0] ?? null;
  return {
    workContract: { sent: flags.some((flag) => flag.sent), signed: flags.some((flag) => flag.signed) },
    newest: newest
      ? {
          id: newest.id,
          title: newest.title,
          status: newest.status,
          expiresAt: newest.expiresAt?.toISOString() ?? null,
          signedAt: newest.signedAt?.toISOString() ?? null,
        }
      : null,
  };
}
