import {
  type EmploymentContractListQuery,
  type EmploymentContractSort,
  employmentContractListQuerySchema,
} from '@portal/domain/employment-contracts';
import { useCallback } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

export const contractsPerPage = 25;
const paramNames = ['status', 'search', 'sort', 'page'] as const;
type ParamName = (typeof paramNames)[number];

/** The address's parameters as the list query; a value the schema refuses is dropped, the rest still count. */
function parseParams(searchParams: URLSearchParams) {
  const raw: Record<string, string> = { perPage: String(contractsPerPage) };
  for (const name of paramNames) {
    const value = searchParams.get(name);
    if (value) {
      raw[name] = value;
    }
  }
  const whole = employmentContractListQuerySchema.safeParse(raw);
  if (whole.success) {
    return whole.data;
  }
  const wrong = new Set(whole.error.issues.map((issue) => String(issue.path[0])));
  return employmentContractListQuerySchema.parse(
    Object.fromEntries(Object.entries(raw).filter(([name]) => !wrong.has(name))),
  );
}

/**
 * The contracts list keeps its status, worker search, order and page in the address, so a view survives a
 * reload and can be shared.
 */
export function useContractListParams() {
  const [searchParams, setSearchParams] = usePageSearchParams();
  const parsed = parseParams(searchParams);
  const query: EmploymentContractListQuery = parsed;
  const sort: EmploymentContractSort = parsed.sort;
  const page = parsed.page;

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

  return { query, sort, page, update };
}
