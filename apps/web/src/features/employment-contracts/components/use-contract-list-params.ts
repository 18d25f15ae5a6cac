import { useCallback } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';
import { type ContractListQuery, employmentContractStatuses } from '../api/contract-types';
import type { ContractSort } from './contracts-table';

export const contractsPerPage = 25;
const sorts: readonly ContractSort[] = ['updated-desc', 'worker-asc', 'worker-desc', 'deadline-asc'];
type ParamName = 'status' | 'search' | 'sort' | 'page';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The contracts list keeps its status, worker search, order and page in the address, so a view survives a
 * reload and can be shared. A value that is not one of the list's falls back to its default.
 */
export function useContractListParams() {
  const [searchParams, setSearchParams] = usePageSearchParams();
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const search = searchParams.get('search')?.trim() ?? '';
  const query: ContractListQuery = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: contractsPerPage,
    status: oneOf(employmentContractStatuses, searchParams.get('status')),
    search: search === '' ? undefined : search,
    sort: oneOf(sorts, searchParams.get('sort')),
  };

  /** Sets or clears parameters; anything but the page starts the list again from the first page. */
  const update = useCallback(
    (changes: Partial<Record<ParamName, string | null>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) {
              next.set(name, value);
            } else {
              next.delete(name);
            }
          }
          if (!('page' in changes)) {
            next.delete('page');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { query, sort: query.sort ?? 'updated-desc', update };
}
