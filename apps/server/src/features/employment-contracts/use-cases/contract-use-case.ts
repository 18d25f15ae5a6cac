import type { EmploymentContract } from '@portal/domain/employment-contracts';
import { DomainError, defaultLocale, isLocale, type Locale } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { DocumentSealer } from '../../../lib/pdf-seal/document-sealer';
import { publishChange } from '../../../lib/publish-change';
import { verifyContractEventChain } from '../contract-event-chain';
import { listEvents } from '../contract-signing.repository';
import type { ESignatureProvider } from '../e-signature-provider';
import { presentContract } from '../employment-contracts.presenter';
import {
  type EmploymentContractRow,
  findContract,
  findContractWithNames,
} from '../employment-contracts.repository';

// What the employment-contract use cases (one concern per file in this folder) share.

export type EmploymentContractsDependencies = {
  db: Database;
  clock: Clock;
  /** Origin the links point to, e.g. https://portal.example.fi */
  publicUrl: string;
  sealer: DocumentSealer;
  provider: ESignatureProvider;
};

export type ContractIds = { accountId: string; contractId: string };

/** Where a public request came from, recorded on the audit trail (domain-rules §7). */
export type RequestOrigin = { ipAddress: string | null; userAgent: string | null };

/** The audit subject of every change here. */
export const auditSubject = 'EmploymentContract';

export function localeOf(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The contract of the account, locked for a change; another account's answers 404. */
export async function lockContract(executor: Executor, ids: ContractIds): Promise<EmploymentContractRow> {
  const contract = await findContract(executor, ids.accountId, ids.contractId, { lock: true });
  if (!contract) {
    throw new DomainError('NOT_FOUND');
  }
  return contract;
}

/** The staff view of a contract as it now is (inside the transaction that changed it). */
export async function staffView(executor: Executor, contractId: string): Promise<EmploymentContract> {
  const [row, events] = await Promise.all([
    findContractWithNames(executor, contractId),
    listEvents(executor, contractId),
  ]);
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  return presentContract(row, events, verifyContractEventChain(events));
}

/** Tells the account's staff screens the contract changed (the list and the worker page update live). */
export async function announce(
  executor: Executor,
  contract: Pick<EmploymentContractRow, 'id' | 'accountId'>,
  action: 'created' | 'updated' | 'deleted' = 'updated',
): Promise<void> {
  await publishChange(executor, {
    accountId: contract.accountId,
    subject: 'EmploymentContract',
    id: contract.id,
    action,
  });
}
