import { listLicenceChecksContract } from '@portal/domain/licence-checks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceChecksKeys } from './licence-checks-keys';

/** A worker's checks, newest first, with the worker's profession. */
export function useLicenceChecks(accountId: string, workerId: string) {
  return useQuery({
    queryKey: licenceChecksKeys.worker(accountId, workerId),
    queryFn: ({ signal }) =>
      apiRequest(listLicenceChecksContract, { params: { accountId, workerId }, signal }),
  });
}
