import { expiringLicencesContract } from '@portal/domain/licence-checks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceChecksKeys } from './licence-checks-keys';

/** Licences and permits in force that end within 30 days or have ended, soonest first. */
export function useExpiringLicences(accountId: string) {
  return useQuery({
    queryKey: licenceChecksKeys.expiring(accountId),
    queryFn: ({ signal }) => apiRequest(expiringLicencesContract, { params: { accountId }, signal }),
  });
}
