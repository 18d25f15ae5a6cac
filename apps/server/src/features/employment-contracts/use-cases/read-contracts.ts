import type {
  EmploymentContract,
  EmploymentContractList,
  ParsedEmploymentContractListQuery,
  WorkerEmploymentContracts,
} from '@portal/domain/employment-contracts';
import { DomainError } from '@portal/domain/shared';
import { presentContractSummary } from '../employment-contracts.presenter';
import { findContract, listContracts, listWorkerContracts } from '../employment-contracts.repository';
import { contractFileName, currentPdf, signedPdf } from './contract-documents';
import { type ContractIds, type EmploymentContractsDependencies, staffView } from './contract-use-case';

export async function listEmploymentContracts(
  { db }: EmploymentContractsDependencies,
  { accountId, query }: { accountId: string; query: ParsedEmploymentContractListQuery },
): Promise<EmploymentContractList> {
  const { rows, total } = await listContracts(db, accountId, query);
  return { items: rows.map(presentContractSummary), total };
}

export async function getEmploymentContract(
  { db }: EmploymentContractsDependencies,
  ids: ContractIds,
): Promise<EmploymentContract> {
  const contract = await findContract(db, ids.accountId, ids.contractId);
  if (!contract) {
    throw new DomainError('NOT_FOUND');
  }
  return staffView(db, contract.id);
}

export async function listWorkerEmploymentContracts(
  { db }: EmploymentContractsDependencies,
  { accountId, workerId }: { accountId: string; workerId: string },
): Promise<WorkerEmploymentContracts> {
  return { items: (await listWorkerContracts(db, accountId, workerId)).map(presentContractSummary) };
}

/** The staff's PDF: the draft as it would go out, the copy sent, or (`signed`) the sealed one. */
export async function employmentContractPdf(
  { db }: EmploymentContractsDependencies,
  { ids, version }: { ids: ContractIds; version: 'current' | 'signed' },
): Promise<{ content: Buffer; fileName: string }> {
  const contract = await findContract(db, ids.accountId, ids.contractId);
  if (!contract) {
    throw new DomainError('NOT_FOUND');
  }
  if (version === 'signed') {
    return { content: await signedPdf(db, contract), fileName: contractFileName(contract, ' (signed)') };
  }
  return { content: await currentPdf(db, contract), fileName: contractFileName(contract) };
}
