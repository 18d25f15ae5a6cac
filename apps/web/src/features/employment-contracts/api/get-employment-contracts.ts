import {
  type EmploymentContractListQuery,
  getEmploymentContractContract,
  listEmploymentContractsContract,
  listWorkerEmploymentContractsContract,
} from '@portal/domain/employment-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/components/list/fetch-all-pages';
import { apiRequest } from '@/lib/api-client';
import { employmentContractsKeys } from './employment-contracts-keys';

/** One page of the account's contracts with the list's filters and order. */
export function useEmploymentContracts(accountId: string, query: EmploymentContractListQuery) {
  return useQuery({
    queryKey: employmentContractsKeys.list(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(listEmploymentContractsContract, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every contract matching the list's filters, page by page, for the CSV export. */
export function fetchAllEmploymentContracts(accountId: string, query: EmploymentContractListQuery) {
  return fetchAllPages(
    (page, perPage) =>
      apiRequest(listEmploymentContractsContract, {
        params: { accountId },
        query: { ...query, page, perPage },
      }),
    (contract) => contract.id,
  );
}

/** A contract with its terms, text and audit trail. */
export function useEmploymentContract(accountId: string, contractId: string | undefined) {
  return useQuery({
    queryKey: employmentContractsKeys.detail(accountId, contractId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(getEmploymentContractContract, {
        params: { accountId, contractId: contractId ?? '' },
        signal,
      }),
    enabled: contractId !== undefined,
  });
}

/** A worker's contracts, newest first (the worker page). */
export function useWorkerEmploymentContracts(accountId: string, workerId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: employmentContractsKeys.ofWorker(accountId, workerId),
    queryFn: ({ signal }) =>
      apiRequest(listWorkerEmploymentContractsContract, { params: { accountId, workerId }, signal }),
  });
}
